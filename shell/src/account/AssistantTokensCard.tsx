// "Your own assistant" on /account (issue 33): an AI assistant that speaks MCP reads the family's figures
// through a token the person makes here. The server's address to give it, "Create a token" (a name,
// then the token shown once with Copy), and the tokens with their family, creation and last use, each
// revocable behind a confirmation.
import { css } from '@emotion/react';
import {
  createAssistantTokenSchema,
  type AssistantToken,
  type AssistantTokenCreated,
} from '@heirloom/contracts';
import {
  Button,
  ConfirmRemoveDialog,
  Dialog,
  formatDay,
  ListCard,
  RemoveButton,
  ruledItemRow,
  ruledList,
  ruledRowDetails,
  t,
} from '@heirloom/ui';
import { applyApiErrors, useSchemaForm } from '@heirloom/ui/forms';
import { toast } from '@heirloom/platform';
import { Bot, Plus, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toastFailure } from './account-feedback';
import { useAssistantTokens, useCreateAssistantToken, useRevokeAssistantToken } from './assistant-tokens-api';
import { CopyButton } from './CopyButton';
import { NameStepDialog, nameFormStyle } from './NameStepDialog';
import { exactTime, relativeTime } from './relative-time';

/** Where an MCP client connects: the AI service's MCP server on this site. */
export const mcpServerUrl = () => `${globalThis.location?.origin ?? ''}/api/ai/mcp`;

export function AssistantTokensCard() {
  const tokens = useAssistantTokens();
  const list = tokens.data;
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AssistantToken | null>(null);
  const revoke = useRevokeAssistantToken();
  const url = mcpServerUrl();

  return (
    <>
      <ListCard
        id="assistant"
        css={wide}
        data-testid="assistant-tokens"
        title="Your own assistant"
        description="An AI assistant that speaks MCP, such as Claude or ChatGPT, can read your family’s figures with a token you create here; it can only read, never change anything."
        actions={
          <Button size="sm" onClick={() => setCreating(true)} data-testid="assistant-token-create">
            <Plus aria-hidden /> Create a token
          </Button>
        }
        loading={tokens.isPending}
        skeletonCount={2}
        error={tokens.isError ? tokens.error : undefined}
        onRetry={() => void tokens.refetch()}
        empty={list?.length === 0}
        emptyIcon={<Bot />}
        emptyTitle="No assistant tokens yet"
        emptyDescription="Create one, then add this site’s MCP server to your assistant with it."
        footer={
          <div css={serverStyle}>
            <span css={labelStyle} id="mcp-server-label">
              MCP server
            </span>
            <code css={urlStyle} aria-labelledby="mcp-server-label" data-testid="mcp-server-url">
              {url}
            </code>
            <CopyButton text={url} label="Copy address" aria-label="Copy the MCP server’s address" />
          </div>
        }
      >
        {list ? (
          <ul css={ruledList} aria-label="Your assistant tokens">
            {list.map((token) => (
              <li key={token.id} css={ruledItemRow} data-testid="assistant-token-row">
                <div css={{ minWidth: 0 }}>
                  <p css={nameStyle}>
                    {token.name} <span css={hintStyle}>…{token.hint}</span>
                  </p>
                  <p css={detailStyle}>
                    {token.familyName ? <span>{token.familyName}</span> : null}
                    <span>Created {formatDay(token.createdAt)}</span>
                    <span>
                      {token.lastUsedAt ? (
                        <>
                          Last used{' '}
                          <time dateTime={token.lastUsedAt} title={exactTime(token.lastUsedAt)}>
                            {relativeTime(token.lastUsedAt)}
                          </time>
                        </>
                      ) : (
                        'Never used'
                      )}
                    </span>
                  </p>
                </div>
                <RemoveButton
                  label="Revoke"
                  onClick={() => setRevoking(token)}
                  aria-label={`Revoke token ${token.name}`}
                  data-testid="assistant-token-revoke"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </ListCard>
      {creating ? <CreateTokenDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmRemoveDialog
        item={revoking}
        onClose={() => setRevoking(null)}
        title={(token) => `Revoke “${token.name}”?`}
        description="The assistant using it can no longer read your family’s figures. This cannot be undone."
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        done={{ title: 'Token revoked' }}
        onRemove={(token) => revoke.mutateAsync(token.id)}
        onError={(error) => toastFailure(error, 'Could not revoke the token. Please try again.')}
      />
    </>
  );
}

/** Names a new token, then shows it once. Mounted for each opening, so every one starts empty. */
function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateAssistantToken();
  const form = useSchemaForm(createAssistantTokenSchema, { name: '' }, { mode: 'onSubmit' });
  const [created, setCreated] = useState<AssistantTokenCreated | null>(null);

  const submit = form.handleSubmit(async (body) => {
    try {
      setCreated(await create.mutateAsync(body));
    } catch (error) {
      const unplaced = applyApiErrors(form, error, ['name'], { focus: true });
      if (unplaced) toast({ title: 'Error', description: unplaced, variant: 'destructive' });
    }
  });

  if (created)
    return (
      <Dialog
        open
        onOpenChange={() => undefined}
        dismissible={false}
        title="Your new token"
        description={`“${created.item.name}” can now read ${created.item.familyName ?? 'your family'}’s figures.`}
        width="34rem"
      >
        <div css={nameFormStyle} data-testid="assistant-token-created">
          <p css={warningStyle} role="note">
            <TriangleAlert aria-hidden />
            Copy it now: it will not be shown again. Anyone who has it can read your family’s figures until
            you revoke it.
          </p>
          <code css={tokenStyle} data-testid="assistant-token-value">
            {created.token}
          </code>
          <p css={detailStyle}>
            In your assistant, add an MCP server at {mcpServerUrl()} and give this token as its Bearer token.
          </p>
          <div css={doneRowStyle}>
            <CopyButton
              text={created.token}
              label="Copy token"
              data-testid="assistant-token-copy"
              autoFocus
            />
            <Button onClick={onClose} data-testid="assistant-token-done">
              I have copied it
            </Button>
          </div>
        </div>
      </Dialog>
    );

  return (
    <NameStepDialog
      form={form}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      title="Create a token"
      description="Name it after the assistant you will give it to."
      placeholder="Claude on my laptop"
      submitLabel="Create"
      pendingLabel="Creating..."
      nameTestId="assistant-token-name"
      submitTestId="assistant-token-submit"
    />
  );
}

// The account page is a grid of cards; this one takes its whole width.
const wide = css({ gridColumn: '1 / -1', scrollMarginTop: '5rem' });
const nameStyle = css({ fontWeight: 500, overflowWrap: 'anywhere' });
const hintStyle = css({ color: t.color.mutedFg, fontFamily: t.font.mono, fontWeight: 400 });
const detailStyle = css(ruledRowDetails, { overflowWrap: 'anywhere' });
const serverStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: t.space[2],
  fontSize: t.text.sm,
});
const labelStyle = css({ color: t.color.mutedFg });
const urlStyle = css({
  fontFamily: t.font.mono,
  fontSize: t.text.xs,
  padding: `${t.space[1]} ${t.space[2]}`,
  borderRadius: t.radius.md,
  background: t.color.muted,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
const tokenStyle = css({
  display: 'block',
  fontFamily: t.font.mono,
  fontSize: t.text.sm,
  padding: t.space[3],
  borderRadius: t.radius.md,
  background: t.color.muted,
  color: t.color.fg,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
const warningStyle = css({
  display: 'flex',
  gap: t.space[2],
  alignItems: 'flex-start',
  fontSize: t.text.sm,
  padding: t.space[3],
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.warning} 12%, transparent)`,
  color: t.color.fg,
  '& svg': { flexShrink: 0, width: '1.125rem', height: '1.125rem', color: t.color.warning },
});
const doneRowStyle = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: t.space[2] });
