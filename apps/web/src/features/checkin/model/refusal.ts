export { formRefusal, refusal } from '../../../lib/refusal';
