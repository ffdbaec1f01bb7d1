import { useSearchParams } from 'react-router';

const CODE = /^[A-Za-z0-9_-]{0,40}$/;
const clean = (value: string | null) => {
  const v = (value ?? '').trim();
  return CODE.test(v) ? v : '';
};

/** The coach search in the URL (?province&city&keyword&route), so it can be shared and reloaded. */
export function useCoachParams() {
  const [params, setParams] = useSearchParams();
  const state = {
    province: clean(params.get('province')),
    city: clean(params.get('city')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 40),
    route: /^\d{1,9}$/.test(params.get('route') ?? '') ? params.get('route')! : '',
  };
  const update = (changes: Partial<typeof state>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: false },
    );
  return [state, update] as const;
}
