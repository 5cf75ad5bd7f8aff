import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { SERVER_PAGE_ID, SERVER_STATE_ID } from '@dating/contract';

/**
 * The calls a server-drawn page was drawn with (docs/architecture.md, Server HTML) go into the query cache before the
 * app's first render: the app draws the same page at once, without asking again. A page without them, or with
 * unreadable ones, starts from an empty cache as any page does.
 */
export function adoptServerState(queryClient: QueryClient, doc: Document = document, now = Date.now()): void {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return;
  try {
    hydrate(queryClient, answeredNow(JSON.parse(element.textContent) as DehydratedState, now));
  } catch (err) {
    console.error('The server state of this page could not be read', err);
  }
  element.remove();
}

/**
 * The server answers a drawn page's calls for every response, and keeps a drawn page only for the same answers
 * (server/src/server-html/public-page-html.ts): the answers are as fresh as the page, however long ago it was first
 * drawn. So they count from now, and a query's own staleTime decides when it is asked again: the teasers of a landing
 * are not fetched a second time the moment the app takes the page over.
 */
function answeredNow(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}

/**
 * A server-drawn page stays in view while the app draws into its hidden root; once the app's first route shows its
 * content, the app takes its place in one step, so nothing on screen moves; what the visitor typed meanwhile, and
 * where, go with it. Without scripts, or if the app never starts, the server's page is what the visitor reads.
 */
export function takeOverServerPage(root: HTMLElement, shown: Promise<void>, doc: Document = document): void {
  const drawn = doc.getElementById(SERVER_PAGE_ID);
  if (!drawn) {
    root.hidden = false;
    return;
  }
  void shown.then(() => {
    const focused = doc.activeElement instanceof HTMLElement && drawn.contains(doc.activeElement);
    const typed = typedFields(drawn, focused ? doc.activeElement : null);
    const chosen = chosenFields(drawn);
    drawn.remove();
    root.hidden = false;
    carryTyped(root, typed);
    carryChosen(root, chosen);
  });
}

/** The text fields a visitor can type into before the app takes over: the login and signup forms. */
const TEXT_FIELDS =
  'input[name]:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), textarea[name]';

interface TypedField {
  name: string;
  value: string;
  /** the caret, when the visitor was in this field */
  caret: [number | null, number | null] | null;
}

/** What the visitor typed into the server's page, field by field name. */
function typedFields(drawn: HTMLElement, focused: Element | null): TypedField[] {
  return [...drawn.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)].flatMap((field) =>
    field.value !== field.defaultValue || field === focused
      ? [
          {
            name: field.name,
            value: field.value,
            caret: field === focused ? [selectionOf(field, 'start'), selectionOf(field, 'end')] : null,
          },
        ]
      : [],
  );
}

/** An email field has no selection (reading it throws): null there. */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement, end: 'start' | 'end'): number | null {
  try {
    return end === 'start' ? field.selectionStart : field.selectionEnd;
  } catch {
    return null;
  }
}

/** A choice made in the server's page: a radio or checkbox no longer as the page drew it. */
interface ChosenField {
  name: string;
  value: string;
  checked: boolean;
}

const CHOICE_FIELDS = 'input[name][type=radio], input[name][type=checkbox]';

/** The choices the visitor made in the server's page (a match finder's answer): a radio picked, a box (un)ticked. */
function chosenFields(drawn: HTMLElement): ChosenField[] {
  return [...drawn.querySelectorAll<HTMLInputElement>(CHOICE_FIELDS)].flatMap((field) =>
    // a radio is left by picking another: the one picked says it all
    field.checked !== field.defaultChecked && (field.checked || field.type === 'checkbox')
      ? [{ name: field.name, value: field.value, checked: field.checked }]
      : [],
  );
}

/** Makes the same choices in the app's fields of the same name and value, by clicking them as the visitor did. */
function carryChosen(root: HTMLElement, chosen: ChosenField[]): void {
  for (const { name, value, checked } of chosen) {
    const field = root.querySelector<HTMLInputElement>(
      `input[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`,
    );
    if (field && field.checked !== checked) field.click();
  }
}

/**
 * Puts what was typed into the app's fields of the same names, as typing would: the value through the element's own
 * setter and an input event, so the app's form state (React's onChange) has it too; and the caret back where it was.
 * A field the app has filled in itself meanwhile keeps its value.
 */
function carryTyped(root: HTMLElement, typed: TypedField[]): void {
  for (const { name, value, caret } of typed) {
    const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `input[name="${CSS.escape(name)}"], textarea[name="${CSS.escape(name)}"]`,
    );
    if (!field) continue;
    if (field.value === '' && value !== '') {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (caret) {
      field.focus();
      if (caret[0] !== null && caret[1] !== null) field.setSelectionRange(caret[0], caret[1]);
    }
  }
}
