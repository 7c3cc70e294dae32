// A prerendered form taken over by the app (issue 35). The inline guard in the shell's index.html keeps
// the browser from ever sending a form itself (a GET with a sign-in's password in the address) and,
// until the app takes a form over, remembers what is typed into it and holds its submit. A form rendered
// on a prerendered page passes takeOverEarlyForm as its ref: once React has hydrated that form (its
// lazy route may hydrate well after the rest of the page), the typed text goes back where hydration
// emptied it (the form library sets its defaults as each field registers), through the input events
// the form listens to, and a held submit is made again, now the app's.

interface EarlyFormWindow {
  __heirloomTakenForms?: WeakSet<EventTarget>;
  __heirloomTyped?: [EventTarget, string][];
  __heirloomHeldSubmit?: EventTarget;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const UNTYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);

function isTextField(target: EventTarget): target is TextField {
  if (target instanceof HTMLInputElement) return !UNTYPED.has(target.type);
  return target instanceof HTMLTextAreaElement;
}

/** Sets a field's value as typing would, so React and the form library see an input event. */
export function typeInto(field: TextField, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A form's ref: the form is the app's from now on, with what was typed and submitted before. */
export function takeOverEarlyForm(form: HTMLFormElement | null): void {
  const early = globalThis as unknown as EarlyFormWindow;
  const taken = early.__heirloomTakenForms;
  if (!form || !taken || taken.has(form)) return;
  taken.add(form);
  // After the commit's effects, so every field of the form listens.
  setTimeout(() => {
    const typed = new Map<TextField, string>();
    const rest: [EventTarget, string][] = [];
    for (const entry of early.__heirloomTyped ?? []) {
      const [target, value] = entry;
      if (isTextField(target) && target.form === form) typed.set(target, value);
      else rest.push(entry);
    }
    early.__heirloomTyped = rest;
    for (const [field, value] of typed)
      if (field.isConnected && field.value !== value) typeInto(field, value);
    if (early.__heirloomHeldSubmit === form) {
      early.__heirloomHeldSubmit = undefined;
      if (form.isConnected) form.requestSubmit();
    }
  }, 0);
}
