// Contact (/contact), spec section 2: the 'Request Information or Demo' form beside the Contact
// Information and Response Time cards.
import { css } from '@emotion/react';
import { brand } from '@heirloom/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  mq,
  PageContainer,
  PageHeader,
  t,
} from '@heirloom/ui/base';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useId } from 'react';
import { ContactForm } from './ContactForm';

const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
  gap: t.space[6],
  alignItems: 'start',
  [mq.down(1024)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const side = css({ display: 'grid', gap: t.space[4] });
const infoList = css({ display: 'grid', gap: t.space[4] });
const infoItem = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: t.space[3],
  alignItems: 'start',
  fontSize: t.text.sm,
});
const infoIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.accent} 14%, transparent)`,
  color: t.color.accent,
  '& svg': { width: '1.125rem', height: '1.125rem' },
});
const infoLabel = css({ fontWeight: 600 });
const infoText = css({ color: t.color.mutedFg, overflowWrap: 'anywhere' });
const mailLink = css({
  color: t.color.accent,
  fontWeight: 500,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  overflowWrap: 'anywhere',
  borderRadius: t.radius.sm,
});
const cardTitle = css({ display: 'flex', alignItems: 'center', gap: t.space[2], fontSize: t.text.md });

export default function ContactPage() {
  const formHeadingId = useId();
  const { founder } = brand;

  return (
    <PageContainer>
      <PageHeader
        title="Request Information or Demo"
        subtitle={`Tell us about your family's finances and what you would like to see. ${founder.name} and the ${brand.productName} team will take it from there.`}
      />
      <div css={layout}>
        <ContactForm headingId={formHeadingId} />

        <aside css={side} aria-label="Other ways to reach us">
          <Card>
            <CardHeader>
              <CardTitle as="h2" css={cardTitle}>
                Contact Information
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul css={infoList}>
                <li css={infoItem}>
                  <span css={infoIcon} aria-hidden="true">
                    <Mail />
                  </span>
                  <div>
                    <p css={infoLabel}>Email</p>
                    <a href={`mailto:${founder.email}`} css={mailLink}>
                      {founder.email}
                    </a>
                  </div>
                </li>
                <li css={infoItem}>
                  <span css={infoIcon} aria-hidden="true">
                    <Phone />
                  </span>
                  <div>
                    <p css={infoLabel}>Phone</p>
                    <p css={infoText}>Available upon request</p>
                  </div>
                </li>
                <li css={infoItem}>
                  <span css={infoIcon} aria-hidden="true">
                    <MapPin />
                  </span>
                  <div>
                    <p css={infoLabel}>Office</p>
                    <p css={infoText}>United States</p>
                  </div>
                </li>
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2" css={cardTitle}>
                <Clock
                  aria-hidden="true"
                  css={{ width: '1.125rem', height: '1.125rem', color: t.color.accent }}
                />
                Response Time
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p css={infoText}>
                {founder.name} personally reviews all inquiries and typically responds within 24 hours on
                business days.
              </p>
            </CardContent>
          </Card>
        </aside>
      </div>
    </PageContainer>
  );
}
