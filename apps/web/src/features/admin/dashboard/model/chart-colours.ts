/**
 * Fills for the charts (SVG attributes cannot read CSS custom properties): the airport blue and
 * a dark amber, each above 4.5:1 on white; the numbers are always in the table beside them.
 */
export const CHART_PRIMARY = '#0b4ea2';
export const CHART_ACCENT = '#b45309';
