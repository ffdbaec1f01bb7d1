import type { FlightStatusCode } from '@can/contracts/flights';
import type { LucideIcon } from 'lucide-react';
import {
  Ban,
  BellRing,
  Clock,
  DoorOpen,
  Hourglass,
  Luggage,
  Plane,
  PlaneLanding,
  PlaneTakeoff,
  Split,
} from 'lucide-react';

/**
 * DESIGN.md: each status has a colour, an icon and a word, never colour alone. Tones map to the
 * colours of flight-status.module.css: neutral, blue (check-in, en route), green (boarding),
 * amber (delayed), grey (departed, arrived), red (cancelled), purple (diverted).
 */
export type StatusTone = 'neutral' | 'blue' | 'green' | 'amber' | 'grey' | 'red' | 'purple';

export const STATUS_LOOK: Record<
  FlightStatusCode,
  { tone: StatusTone; Icon: LucideIcon; pulse?: boolean }
> = {
  scheduled: { tone: 'neutral', Icon: Clock },
  checkin: { tone: 'blue', Icon: Luggage },
  boarding: { tone: 'green', Icon: DoorOpen, pulse: true },
  lastCall: { tone: 'green', Icon: BellRing, pulse: true },
  departed: { tone: 'grey', Icon: PlaneTakeoff },
  delayed: { tone: 'amber', Icon: Hourglass },
  cancelled: { tone: 'red', Icon: Ban },
  departedOrigin: { tone: 'blue', Icon: Plane },
  arrived: { tone: 'grey', Icon: PlaneLanding },
  diverted: { tone: 'purple', Icon: Split },
};

/** Statuses after which nothing more will happen to the flight. */
export const isFinished = (status: FlightStatusCode) =>
  status === 'departed' || status === 'arrived' || status === 'cancelled' || status === 'diverted';
