// Connected Apps and Data Sources (/connected-apps), spec section 2: four categories of third-party
// app tiles, alternative ways to add data, and the way on to personalized recommendations. Apps cannot
// be connected yet (Connect says so and offers the import); a CSV import is the real way in.
import { css } from '@emotion/react';
import { importKindLabels, importKinds, type ImportKind } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import {
  Button,
  ButtonLink,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  mq,
  PageContainer,
  PageHeader,
  Select,
  srOnly,
  t,
} from '@heirloom/ui';
import { FileSpreadsheet, FileUp, Info, PenLine, Sparkles, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGenerateRecommendations } from '../../data/recommendations';
import { failureMessage } from '../recommendations/recommendation-view';
import { AppTile } from './AppTile';
import { ConnectDialog } from './ConnectDialog';
import { dataSourceCategories, type DataSourceApp } from './data-sources';
import { EnterManuallyDialog } from './EnterManuallyDialog';
import { ImportDialog } from './ImportDialog';
import { downloadTemplate } from './templates';

const notice = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[3],
  padding: `${t.space[3]} ${t.space[4]}`,
  borderRadius: t.radius.md,
  border: `1px solid color-mix(in srgb, ${t.color.ring} 35%, transparent)`,
  background: `color-mix(in srgb, ${t.color.ring} 8%, transparent)`,
  fontSize: t.text.sm,
  '& svg': { width: '1.125rem', height: '1.125rem', marginTop: '0.125rem', color: t.color.ring },
});
const section = css({ display: 'flex', flexDirection: 'column', gap: t.space[4] });
const sectionHead = css({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });
const h2 = css({ fontSize: t.text.xl, fontWeight: 650, letterSpacing: '-0.01em' });
const sectionText = css({ fontSize: t.text.sm, color: t.color.mutedFg });
const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15.5rem, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const altGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.down(1200)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.down(700)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const templateRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[2],
  '& > span': { flex: '1 1 8rem' },
});
const altCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[3],
  padding: t.space[5],
  height: '100%',
});
const altIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.accent} 14%, transparent)`,
  color: t.color.accent,
  '& svg': { width: '1.25rem', height: '1.25rem' },
});
const altTitle = css({ fontSize: t.text.md, fontWeight: 600 });
const altText = css({ fontSize: t.text.sm, color: t.color.mutedFg, lineHeight: 1.5 });
const cta = css({
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: t.space[4],
  paddingBottom: t.space[5],
});

const ctaButton = css({
  [mq.mobile]: { width: '100%', fontSize: t.text.sm, paddingInline: t.space[4] },
});

function AlternativeCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <li>
      <Card css={{ height: '100%' }}>
        <div css={altCard}>
          <span css={altIcon} aria-hidden="true">
            {icon}
          </span>
          <h3 css={altTitle}>{title}</h3>
          <p css={altText}>{text}</p>
          <div css={{ marginTop: 'auto', paddingTop: t.space[1] }}>{action}</div>
        </div>
      </Card>
    </li>
  );
}

function TemplateDownload() {
  const id = useId();
  const [kind, setKind] = useState<ImportKind>('accounts');
  const download = () => {
    downloadTemplate(kind);
    toast({
      title: 'Template downloaded',
      description: `Fill in one ${kind.replace(/s$/, '')} per row, then import the file here.`,
    });
  };
  return (
    <div css={templateRow}>
      <label htmlFor={id} css={srOnly}>
        Template
      </label>
      <Select id={id} value={kind} onChange={(event) => setKind(event.target.value as ImportKind)}>
        {importKinds.map((k) => (
          <option key={k} value={k}>
            {importKindLabels[k]}
          </option>
        ))}
      </Select>
      <Button variant="outline" onClick={download}>
        Download Template
      </Button>
    </div>
  );
}

export default function ConnectedAppsPage() {
  const [connecting, setConnecting] = useState<DataSourceApp | null>(null);
  const [importing, setImporting] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const generate = useGenerateRecommendations();
  const navigate = useNavigate();
  const personalize = () =>
    generate.mutate(
      { announce: true },
      {
        onSuccess: () => navigate('/recommendations'),
        onError: (error) =>
          toast({ title: 'Error', description: failureMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <PageContainer>
      <PageHeader
        title="Connected Apps and Data Sources"
        subtitle="Bring in data from the apps you already use to complete your financial picture."
      />

      <p css={notice}>
        <Info aria-hidden="true" />
        <span>
          Direct app connections are on our roadmap and are not available yet. Until then, you can add your
          data manually, import a CSV file (our template or your bank's own export), or get help from a
          professional.
        </span>
      </p>

      {dataSourceCategories.map((category) => (
        <section key={category.id} css={section} aria-labelledby={`category-${category.id}`}>
          <div css={sectionHead}>
            <h2 id={`category-${category.id}`} css={h2}>
              {category.title}
            </h2>
            <p css={sectionText}>{category.description}</p>
          </div>
          <ul css={grid}>
            {category.apps.map((app) => (
              <li key={app.name}>
                <AppTile app={app} onConnect={setConnecting} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section css={section} aria-labelledby="alternative-ways">
        <div css={sectionHead}>
          <h2 id="alternative-ways" css={h2}>
            Alternative ways to add data
          </h2>
          <p css={sectionText}>No app for it? Every figure in Heirloom can come from you.</p>
        </div>
        <ul css={altGrid}>
          <AlternativeCard
            icon={<PenLine />}
            title="Type it in yourself"
            text="Add balances for any account, including the ones no app can reach."
            action={
              <Button variant="outline" aria-haspopup="dialog" onClick={() => setChoosing(true)}>
                Enter Manually
              </Button>
            }
          />
          <AlternativeCard
            icon={<FileUp />}
            title="Import a file"
            text="A CSV of accounts, transactions or holdings: every row is checked and shown before it is saved."
            action={
              <Button aria-haspopup="dialog" onClick={() => setImporting(true)}>
                Import CSV
              </Button>
            }
          />
          <AlternativeCard
            icon={<FileSpreadsheet />}
            title="Start from a spreadsheet"
            text="Our CSV templates: the columns the import reads, with one example row."
            action={<TemplateDownload />}
          />
          <AlternativeCard
            icon={<Users />}
            title="Get a professional's help"
            text="Your CPA, advisor or attorney can gather and organize the documents for you."
            action={
              <ButtonLink to="/professionals" variant="outline">
                Find Partner to Help
              </ButtonLink>
            }
          />
        </ul>
      </section>

      <Card>
        <CardHeader css={cta}>
          <div css={{ minWidth: 0, flex: '1 1 20rem' }}>
            <CardTitle>Ready for advice?</CardTitle>
            <CardDescription css={{ marginTop: t.space[1] }}>
              Our AI reviews the data you have added and points out refinancing, tax, estate and insurance
              opportunities.
            </CardDescription>
          </div>
          <Button
            size="lg"
            css={ctaButton}
            onClick={personalize}
            disabled={generate.isPending}
            aria-busy={generate.isPending || undefined}
          >
            <Sparkles aria-hidden="true" />{' '}
            {generate.isPending ? 'Analyzing your data...' : 'Get Personalized Recommendation'}
          </Button>
        </CardHeader>
      </Card>

      <ConnectDialog
        app={connecting}
        onClose={() => setConnecting(null)}
        onImport={() => {
          setConnecting(null);
          setImporting(true);
        }}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />
      <EnterManuallyDialog open={choosing} onOpenChange={setChoosing} />
    </PageContainer>
  );
}
