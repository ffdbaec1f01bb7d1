/** Site content is the editors' (admins are always allowed by the staff guard). */
export const EDITORS = { roles: ['editor'] } as const;
