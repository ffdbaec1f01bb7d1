import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { afterTurns, InTurn, inTurnGroups } from './in-turn';
import { setServerContextSource, type ServerContext } from './server-context';

/** Each yield the parts wait for is released by the test, one at a time. */
const gates: (() => void)[] = [];
vi.mock('./yield-to-main', () => ({
  yieldToMain: () => new Promise<void>((resolve) => gates.push(resolve)),
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
async function release() {
  await flush();
  gates.shift()?.();
  await flush();
}

const clicked: string[] = [];
function Page() {
  return (
    <div>
      <h1 onClick={() => clicked.push('heading')}>Board</h1>
      <InTurn name="filters">
        <button onClick={() => clicked.push('filters')}>Filters</button>
      </InTurn>
      <ol>
        {inTurnGroups('rows', ['a', 'b', 'c'], 2, (row) => (
          <li key={row} onClick={() => clicked.push(row)}>
            {row}
          </li>
        ))}
      </ol>
    </div>
  );
}

const clickAll = (root: HTMLElement) => {
  clicked.length = 0;
  for (const element of root.querySelectorAll<HTMLElement>('h1, button, li')) element.click();
  return [...clicked];
};

describe('InTurn', () => {
  afterEach(() => setServerContextSource(() => undefined));

  it('is marked by the server and taken over by the browser part by part, a task each', async () => {
    const server = {} as ServerContext;
    setServerContextSource(() => server);
    const html = await renderToStringAsync((<Page />) as VNode);
    setServerContextSource(() => undefined);
    // Each part's markup is marked, so the browser can keep it while the part waits.
    expect(html).toBe(
      '<div><h1>Board</h1><!--$s--><button>Filters</button><!--/$s-->' +
        '<ol><!--$s--><li>a</li><li>b</li><!--/$s--><!--$s--><li>c</li><!--/$s--></ol></div>',
    );

    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = html;
    const button = root.querySelector('button');
    let ready = false;
    hydrateRoot(root, <Page />);
    afterTurns(() => (ready = true));
    await flush();
    // The frame is the app's; each part still shows the server's markup, not yet the app's.
    expect(clickAll(root)).toEqual(['heading']);
    expect(root.innerHTML).toBe(html);

    await release();
    expect(clickAll(root)).toEqual(['heading', 'filters']);
    await release();
    expect(clickAll(root)).toEqual(['heading', 'filters', 'a', 'b']);
    expect(ready).toBe(false);
    await release();
    expect(clickAll(root)).toEqual(['heading', 'filters', 'a', 'b', 'c']);
    expect(ready).toBe(false);
    await release();
    expect(ready).toBe(true);
    // Taken over where they stood: the same elements, nothing drawn twice.
    expect(root.querySelector('button')).toBe(button);
    expect(root.querySelectorAll('li')).toHaveLength(3);
    root.remove();
  });

  it('takes a part over as drawn when its parent renders again while it waits, then updates it', async () => {
    let relabel: (label: string) => void = () => undefined;
    function Parent() {
      const [label, setLabel] = useState('Filters');
      useLayoutEffect(() => {
        relabel = setLabel;
      }, []);
      return (
        <div>
          <InTurn name="late">
            <button data-label={label} onClick={() => clicked.push(label)}>
              {label}
            </button>
          </InTurn>
        </div>
      );
    }
    const server = {} as ServerContext;
    setServerContextSource(() => server);
    const html = await renderToStringAsync((<Parent />) as VNode);
    setServerContextSource(() => undefined);
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = html;
    const button = root.querySelector('button')!;
    hydrateRoot(root, <Parent />);
    await flush();
    act(() => relabel('Filtres'));
    await flush();
    expect(button.textContent).toBe('Filters');

    await release();
    await flush();
    clicked.length = 0;
    button.click();
    // Taken over (it answers), and then given what its parent rendered meanwhile.
    expect(clicked).toEqual(['Filtres']);
    expect(button.textContent).toBe('Filtres');
    expect(button.dataset.label).toBe('Filtres');
    expect(root.querySelector('button')).toBe(button);
    // And it goes on rendering as any part does.
    act(() => relabel('필터'));
    expect(button.textContent).toBe('필터');
    root.remove();
  });

  it('renders at once in a view the browser draws itself', () => {
    const screen = within(render(<Page />).container);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
  });
});
