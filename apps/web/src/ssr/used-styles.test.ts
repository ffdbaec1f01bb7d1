import { afterEach, describe, expect, it } from 'vitest';
import { setServerContextSource, type ServerContext } from '../lib/server-context';
import { usedStyles } from './used-styles';

describe('usedStyles', () => {
  afterEach(() => setServerContextSource(() => undefined));

  it('marks the module used by the render that reads a class name, and only then', () => {
    const styles = new Set<string>();
    setServerContextSource(() => ({ styles }) as unknown as ServerContext);
    const classes = usedStyles({ page: 'c1' }, 'src/a.module.css');
    expect(styles.size).toBe(0);
    expect(classes.page).toBe('c1');
    expect([...styles]).toEqual(['src/a.module.css']);
  });

  it('gives the class names unchanged in the browser', () => {
    expect(usedStyles({ page: 'c1' }, 'src/a.module.css').page).toBe('c1');
  });
});
