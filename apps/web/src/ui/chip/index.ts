export { Chip, type ChipTone } from './chip';
