import { createContext, type ComponentType } from 'react';

/** The centre's classes a section of another feature takes, to look like its neighbours. */
export interface CentreSectionLook {
  section?: string;
  title?: string;
  intro?: string;
}

/** A section of another feature in the member centre, and its jump link. */
export interface CentrePart {
  Section: ComponentType<{ look: CentreSectionLook }>;
  Jump: ComponentType;
}

/**
 * Sections other features add to the centre, after the trips: the flight alerts (issue 22). A
 * feature may not import another, so the app hands them over (app/view-registry.ts).
 */
export const MemberCentreParts = createContext<readonly CentrePart[]>([]);
