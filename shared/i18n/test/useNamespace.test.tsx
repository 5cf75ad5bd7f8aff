import { act, render, screen } from '@testing-library/react';
import { Profiler, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLanguage, useNamespace } from '../src/hooks';
import { registerNamespaceOn } from '../src/namespaces';
import { createI18n, setLanguage } from '../src/setup';

/** A loader whose answers the test releases by hand, to see what renders while loading. */
function controlledLoader() {
  const waiting = new Map<string, () => void>();
  const loader = jest.fn(
    (lng: string) =>
      new Promise<{ default: Record<string, string> }>((resolve) => {
        waiting.set(lng, () => resolve({ default: { greeting: `greeting-${lng}` } }));
      }),
  );
  const release = async (...lngs: string[]) => {
    await act(async () => {
      for (const lng of lngs) waiting.get(lng)?.();
    });
  };
  return { loader, release };
}

function Greeting({
  loader,
  suspense,
}: {
  loader: (lng: string) => Promise<{ default: Record<string, string> }>;
  suspense?: boolean;
}) {
  const { t, ready } = useNamespace('search', loader, { suspense });
  const language = useLanguage();
  return <p>{ready ? `${t('greeting')} (${language})` : 'not ready'}</p>;
}

/** Renders once the language's own `common` is in (it loads by itself; these tests watch another namespace). */
async function renderGreeting(
  lng: 'en' | 'nl',
  loader: (lng: string) => Promise<{ default: Record<string, string> }>,
  suspense?: boolean,
  onRender: () => void = () => undefined,
) {
  const i18n = createI18n({ lng });
  await act(() => i18n.loadNamespaces('common'));
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>
        <Profiler id="greeting" onRender={onRender}>
          <Greeting loader={loader} suspense={suspense} />
        </Profiler>
      </Suspense>
    </I18nextProvider>,
  );
  return i18n;
}

describe('useNamespace', () => {
  it('suspends until the current language and English are loaded, never showing keys', async () => {
    const { loader, release } = controlledLoader();
    await renderGreeting('nl', loader);
    expect(screen.getByText('loading')).toBeTruthy();

    await release('nl');
    expect(screen.queryByText(/greeting/)).toBeNull();

    await release('en');
    expect(await screen.findByText('greeting-nl (nl)')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('registers once however often the component renders with an inline loader', async () => {
    const { loader, release } = controlledLoader();
    const i18n = await renderGreeting('en', (lng) => loader(lng));
    await release('en');
    await screen.findByText('greeting-en (en)');
    await act(() => i18n.changeLanguage('en'));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps the old text until the new language is loaded, then switches', async () => {
    const { loader, release } = controlledLoader();
    const i18n = await renderGreeting('en', loader);
    await release('en');
    await screen.findByText('greeting-en (en)');

    let changed = false;
    act(() => {
      void setLanguage('de', i18n).then(() => (changed = true));
    });
    expect(screen.getByText('greeting-en (en)')).toBeTruthy();
    expect(changed).toBe(false);

    await release('de');
    expect(changed).toBe(true);
    expect(screen.getByText('greeting-de (de)')).toBeTruthy();
  });

  it('without suspense reports ready=false, then renders when loaded', async () => {
    const { loader, release } = controlledLoader();
    await renderGreeting('nl', loader, false);
    expect(screen.getByText('not ready')).toBeTruthy();
    await release('nl', 'en');
    expect(await screen.findByText('greeting-nl (nl)')).toBeTruthy();
  });

  it("leaves a shown part alone when another part's messages arrive", async () => {
    const { loader, release } = controlledLoader();
    const rendered = jest.fn();
    const i18n = await renderGreeting('nl', loader, true, rendered);
    await release('nl', 'en');
    await screen.findByText('greeting-nl (nl)');
    rendered.mockClear();

    // a remote loaded later brings its own namespace, as the chat or signup remote does on a page already shown
    await act(() => registerNamespaceOn(i18n, 'chat', async (lng) => ({ default: { title: `chat-${lng}` } })));
    expect(i18n.getResource('nl', 'chat', 'title')).toBe('chat-nl');
    expect(rendered).not.toHaveBeenCalled();
    expect(screen.getByText('greeting-nl (nl)')).toBeTruthy();
  });
});
