// Step-up (issue 32): a sensitive action (the password, the factors, who has access, exporting all data)
// is answered 403 with reason 'step-up-required' when this session's last second-factor check is older
// than STEP_UP_MINUTES. The shell registers one prompt ("Confirm it's you"); every call of the API client
// that meets such an answer waits for it and, once confirmed, is sent once more (api.ts sendWithStepUp).
// This module only holds the prompt: it imports nothing, so api.ts can use it without a cycle.

/** Opens the dialog and resolves true once the person confirmed their factor, false if they cancelled. */
export type StepUpPrompt = () => Promise<boolean>;

let prompt: StepUpPrompt | null = null;
let asking: Promise<boolean> | null = null;

/** Registers the one step-up prompt (the shell's dialog). Returns the unregister. */
export function setStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/**
 * Asks the person to confirm their factor. Calls refused at the same moment (a page saving two things)
 * share one dialog; false at once when no prompt is registered (a remote working alone).
 */
export function askStepUp(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  if (!asking) {
    const open = prompt;
    asking = open()
      .catch(() => false)
      .finally(() => {
        asking = null;
      });
  }
  return asking;
}

/**
 * Calls whose 403 must not open the dialog: the dialog's own answers and sign-in's second step (a
 * 403 there is not about a sensitive action, and waiting on the dialog from inside it would never end).
 */
export function opensStepUp(path: string): boolean {
  return !path.startsWith('/api/auth/step-up') && !path.startsWith('/api/auth/second-factor');
}
