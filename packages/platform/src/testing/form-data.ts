// Node's FormData, which the test environment provides, takes no form element: React reads a
// submitted form with `new FormData(form)` when its submit starts a transition (a search that
// navigates). This one reads the form's controls as a browser would: named, enabled, checked
// where they check, every selected option, and the submitter's own value.

const NodeFormData = globalThis.FormData;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

function appendControl(data: FormData, control: Control, submitter: HTMLElement | null): void {
  if (!control.name || control.disabled) return;
  if (control instanceof HTMLButtonElement) {
    if (control === submitter) data.append(control.name, control.value);
    return;
  }
  if (control instanceof HTMLSelectElement) {
    for (const option of Array.from(control.selectedOptions))
      data.append(control.name, option.value);
    return;
  }
  if (control instanceof HTMLInputElement) {
    const type = control.type;
    if ((type === 'checkbox' || type === 'radio') && !control.checked) return;
    if (type === 'submit' || type === 'image' || type === 'reset' || type === 'button') {
      if (control === submitter) data.append(control.name, control.value);
      return;
    }
    if (type === 'file') {
      for (const file of Array.from(control.files ?? [])) data.append(control.name, file);
      return;
    }
  }
  data.append(control.name, control.value);
}

export class FormFormData extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      appendControl(this, element as Control, submitter ?? null);
    }
  }
}

/** Puts the form-reading FormData in place of Node's while a test file runs. */
export function installFormData(): void {
  if (typeof window === 'undefined' || !NodeFormData) return;
  globalThis.FormData = FormFormData as unknown as typeof FormData;
}
