// Checked by `npm run typecheck`, never run: each `@ts-expect-error` fails the typecheck the day
// the mount it marks stops being an error, so the remote contract keeps catching wrong names and
// props.
import { RemoteModule } from './remote-module';
import type { ExposedComponent, PropFreeModule } from './remote-contract';

const offer = { _id: 'o1', title: 'Old town', Price: 120 };
const priceless = { offer: { _id: 'o1', title: 'Old town' } };

export const rightMounts = [
  <RemoteModule key="a" remote="booking" module="StayBookingForm" props={{ offer }} />,
  <RemoteModule key="b" remote="catalog" module="HomeSearch" label="Search" />,
];

export const wrongMounts = [
  // @ts-expect-error a remote that remotes.json never lists
  <RemoteModule key="a" remote="bookings" module="TourPage" />,
  // @ts-expect-error a module the remote does not expose
  <RemoteModule key="b" remote="booking" module="StayForm" />,
  // @ts-expect-error the stay form needs its offer
  <RemoteModule key="c" remote="booking" module="StayBookingForm" />,
  // @ts-expect-error an offer without its price
  <RemoteModule key="d" remote="booking" module="StayBookingForm" props={priceless} />,
  // @ts-expect-error a prop the search does not take
  <RemoteModule key="e" remote="catalog" module="HomeSearch" props={{ query: 'Rome' }} />,
];

// The exposing side: a component that needs more than its mounts pass is not the exposed module.
function NeedsNights(_: { offer: typeof offer; nights: number }) {
  return null;
}
// @ts-expect-error StayBookingForm's mounts pass no `nights`
export const wrongExpose: ExposedComponent<'booking', 'StayBookingForm'> = NeedsNights;

// A whole route mounts without props: the stay form cannot be one.
// @ts-expect-error StayBookingForm needs its offer
export const notAPage: PropFreeModule<'booking'> = 'StayBookingForm';
