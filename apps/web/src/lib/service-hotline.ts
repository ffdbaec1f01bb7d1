/** The airport's service hotline, shown in the footer and wherever a visitor may be stuck. */
export const SERVICE_HOTLINE = '020-36066999';

/** tel: link in international form, so it also dials from a foreign SIM: +86 20 3606 6999. */
export const SERVICE_HOTLINE_HREF = `tel:+86${SERVICE_HOTLINE.replace(/\D/g, '').replace(/^0/, '')}`;
