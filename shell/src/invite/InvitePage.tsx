// /invite/:token (issue 31): what an invitation link gives (the family, the role or the shared areas
// and their end date, when the link expires), then "Accept invitation" for a signed-in person, or
// sign-up (as a professional for a professional's link; the account then joins at once) and sign-in
// (which comes back here). A used, expired or unknown link says which, in the API's words.
import { css } from '@emotion/react';
import type { InvitationPreview, Me } from '@heirloom/contracts';
import { apiMessage, apiRequest, resetForSession, useSession } from '@heirloom/platform';
import { Badge, Button, ButtonLink, formatDay, Skeleton, t } from '@heirloom/ui/base';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAccessEnded } from '../access/access-ended';
import { AuthLayout } from '../auth/AuthLayout';
import { divider, footnote } from '../auth/auth-styles';
import { FormAlert } from '../auth/FormAlert';
import {
  invitationAreas,
  invitationLinks,
  invitationProblem,
  invitationSummary,
  invitationTitle,
} from './invite-state';

const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export default function InvitePage() {
  const { token = '' } = useParams();
  const preview = useQuery({
    queryKey: ['/api/invitations', token],
    queryFn: async () => (await (await apiRequest('GET', invitationPath(token))).json()) as InvitationPreview,
    enabled: token !== '',
  });

  if (preview.isPending) {
    return (
      <AuthLayout title="Your invitation" description="Checking the invitation link...">
        <div aria-busy="true" css={css({ display: 'grid', gap: t.space[3] })}>
          <Skeleton height="1.25rem" width="70%" />
          <Skeleton height="4rem" />
          <Skeleton height="2.75rem" />
        </div>
      </AuthLayout>
    );
  }
  if (preview.isError) {
    const problem = invitationProblem(preview.error);
    return problem ? (
      <AuthLayout title={problem.title} description="Invitation links work once, for 7 days.">
        <div
          data-testid="invitation-problem"
          data-problem={problem.problem}
          css={css({ display: 'grid', gap: t.space[4] })}
        >
          <FormAlert message={problem.message} />
          <ButtonLink to="/home" variant="outline">
            Go to the home page
          </ButtonLink>
        </div>
      </AuthLayout>
    ) : (
      <AuthLayout title="Your invitation" description="We could not check this invitation link.">
        <div css={css({ display: 'grid', gap: t.space[4] })}>
          <FormAlert
            message={apiMessage(preview.error) ?? 'The service did not answer. Please try again in a moment.'}
          />
          <Button onClick={() => void preview.refetch()} disabled={preview.isFetching}>
            {preview.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return <InvitationDetails token={token} preview={preview.data} />;
}

function InvitationDetails({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { data: user, isPending: sessionPending } = useSession();
  const areas = invitationAreas(preview);
  const links = invitationLinks(token, preview);
  const professional = preview.kind === 'professional';

  return (
    <AuthLayout title={invitationTitle(preview)} description={invitationSummary(preview)}>
      <section
        aria-label="What the invitation gives"
        data-testid="invitation-preview"
        css={css({
          display: 'grid',
          gap: t.space[3],
          padding: t.space[4],
          borderRadius: t.radius.lg,
          border: `1px solid ${t.color.border}`,
          background: t.color.card,
          color: t.color.cardFg,
          fontSize: t.text.sm,
        })}
      >
        {areas.length ? (
          <ul
            aria-label="Shared areas"
            css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: t.space[2] })}
          >
            {areas.map(({ area, label, level }) => (
              <li
                key={area}
                css={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  gap: t.space[2],
                })}
              >
                <span css={css({ fontWeight: 600 })}>{label}</span>
                <Badge variant="secondary">{level}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {preview.endsAt ? (
          <p css={css({ margin: 0 })} data-testid="invitation-ends">
            Access until <strong>{formatDay(preview.endsAt)}</strong>
          </p>
        ) : null}
        <p
          css={css({
            margin: 0,
            display: 'flex',
            gap: t.space[2],
            alignItems: 'center',
            color: t.color.mutedFg,
          })}
          data-testid="invitation-expires"
        >
          <CalendarClock aria-hidden size={16} css={css({ flexShrink: 0 })} />
          This link can be used once, until {formatDay(preview.expiresAt)}.
        </p>
      </section>
      {sessionPending ? null : user ? (
        <AcceptInvitation token={token} username={user.username} />
      ) : (
        <div css={css({ display: 'grid', gap: t.space[3] })}>
          <ButtonLink to={links.register} size="lg" data-testid="invitation-sign-up">
            {professional ? 'Sign up as a professional' : 'Create your account'}
          </ButtonLink>
          <div css={divider}>or</div>
          <ButtonLink to={links.signIn} size="lg" variant="outline" data-testid="invitation-sign-in">
            Sign in to accept
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  );
}

function AcceptInvitation({ token, username }: { token: string; username: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', `${invitationPath(token)}/accept`)).json()) as Me,
    onSuccess: (me) => {
      // Acting for the family now: nothing cached for the account's previous view may show.
      resetForSession(client, me);
      useAccessEnded.getState().clear();
      navigate('/dashboard', { replace: true });
    },
  });
  const problem = accept.isError ? invitationProblem(accept.error) : null;
  return (
    <div css={css({ display: 'grid', gap: t.space[3] })}>
      <FormAlert
        message={
          accept.isError
            ? (problem?.message ?? apiMessage(accept.error) ?? 'Something went wrong. Please try again.')
            : undefined
        }
      />
      <Button
        size="lg"
        data-testid="accept-invitation"
        onClick={() => accept.mutate()}
        disabled={accept.isPending || problem !== null}
        aria-busy={accept.isPending || undefined}
      >
        {accept.isPending ? 'Accepting...' : 'Accept invitation'}
      </Button>
      <p css={footnote}>
        You are signed in as <strong>{username}</strong>. Not you? <Link to="/account">Your account</Link>
      </p>
    </div>
  );
}
