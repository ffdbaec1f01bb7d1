import { missingLanguages } from '../../shell/missing-languages';
import { MissingBadge } from '../../shell/ui/missing-badge';

/** A row's translations column: the languages the record lacks, or "Complete". */
export function TranslationsCell({ record }: { record: unknown }) {
  return (
    <td>
      <MissingBadge locales={missingLanguages(record)} completeText />
    </td>
  );
}
