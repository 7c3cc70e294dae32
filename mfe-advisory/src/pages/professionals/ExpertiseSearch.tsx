// The find-expertise box: searches the network already on the page (no API call) and, when no one fits,
// names the type of professional to look for with a button to add one of that type.
import { css } from '@emotion/react';
import { professionalTypeLabel, type ProfessionalRow, type ProfessionalType } from '@heirloom/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  t,
  useDebouncedValue,
} from '@heirloom/ui';
import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { expertiseMessage, findExpertise } from './find-expertise';
import { ProfessionalList } from './ProfessionalList';

const searchBox = css({
  position: 'relative',
  '& > svg': {
    position: 'absolute',
    left: t.space[3],
    top: '50%',
    transform: 'translateY(-50%)',
    width: '1rem',
    height: '1rem',
    color: t.color.mutedFg,
    pointerEvents: 'none',
  },
  '& input': { paddingLeft: t.space[10] },
});
const answerStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[3],
  marginTop: t.space[4],
  padding: t.space[4],
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.border}`,
  '&:empty': { display: 'none' },
});
const messageStyle = css({ fontSize: t.text.sm, fontWeight: 500 });

export interface ExpertiseSearchProps {
  professionals: readonly ProfessionalRow[];
  /** Whether the network has loaded: until then no answer is given (it would wrongly say "no one"). */
  ready: boolean;
  /** Opens the Add Professional dialog, preset to the type the need calls for. */
  onAdd: (type?: ProfessionalType) => void;
}

export function ExpertiseSearch({ professionals, ready, onAdd }: ExpertiseSearchProps) {
  const [need, setNeed] = useState('');
  // Answers once typing pauses, so a half-typed word does not flash a "look for..." suggestion.
  const settled = useDebouncedValue(need, 200);
  const answer = ready ? findExpertise(settled, professionals) : ({ kind: 'idle' } as const);
  const message = expertiseMessage(answer);
  const inputId = useId();

  return (
    <Card data-testid="find-expertise">
      <CardHeader>
        <CardTitle>
          <label htmlFor={inputId}>Find Expertise</label>
        </CardTitle>
        <CardDescription>
          Describe what you need, or search your team by name, firm, type or specialty.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form role="search" css={searchBox} onSubmit={(e) => e.preventDefault()}>
          <Search aria-hidden="true" />
          <Input
            id={inputId}
            type="search"
            value={need}
            onChange={(e) => setNeed(e.target.value)}
            placeholder="e.g. refinance, update our will, a firm"
            autoComplete="off"
          />
        </form>
        {/* Announced as it changes, so a screen reader hears the answer without leaving the box. */}
        <div css={answerStyle} aria-live="polite" data-testid="expertise-answer">
          {message ? <p css={messageStyle}>{message}</p> : null}
          {answer.kind === 'found' || answer.kind === 'type-in-network' ? (
            <ProfessionalList professionals={answer.matches} testId="expertise-match" />
          ) : null}
          {answer.kind === 'missing-type' ? (
            <div>
              <Button size="sm" onClick={() => onAdd(answer.type)}>
                <Plus aria-hidden="true" /> Add {professionalTypeLabel(answer.type)}
              </Button>
            </div>
          ) : null}
          {answer.kind === 'no-match' ? (
            <div>
              <Button size="sm" variant="outline" onClick={() => onAdd()}>
                <Plus aria-hidden="true" /> Add Professional
              </Button>
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
