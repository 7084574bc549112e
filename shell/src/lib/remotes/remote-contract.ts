import type { ComponentType } from 'react';
import type { Offer } from '@travel/shell/api-types';

/** A module mounted without props. */
type NoProps = Record<string, never>;

/**
 * Every remote's exposed modules and the props their mounts pass: the one place both sides are
 * checked against. A mount (`<RemoteModule>`, the shell's remote pages) only accepts a name listed
 * here and the props it lists; each remote's exposing `index.ts` says `satisfies
 * ExposedComponent<remote, module>`, so a component that needs more than its mounts pass fails the
 * remote's typecheck. The names must match the `exposes` keys of the remote's webpack.config.mjs
 * (without './').
 */
export interface RemoteModules {
  catalog: {
    HomeSearch: NoProps;
    PopularDestinations: NoProps;
    SpecialOffers: NoProps;
    DestinationPage: NoProps;
    HotelPage: NoProps;
    OfferDetailsPage: NoProps;
    /** /search?q=&price=: a search's results as a page of its own, read from the address. */
    SearchPage: NoProps;
  };
  booking: {
    TourPage: NoProps;
    /**
     * Mounted by the catalog's offer page with the offer it shows. The discount is optional: a catalog
     * deployed before the form showed it still mounts the form (remotes are deployed one at a time).
     */
    StayBookingForm: {
      // timeZone: where check-in and check-out are (absent from hosts built before zones: UTC).
      offer: Pick<Offer, '_id' | 'title' | 'Price'> & Partial<Pick<Offer, 'Discount' | 'timeZone'>>;
    };
    MyBookings: NoProps;
    ManageBookingPage: NoProps;
    /** The waitlist mails' claim, leave and confirm pages: which one it is, it reads from the path. */
    WaitlistPage: NoProps;
    /** /gift-cards (buy one through Stripe Checkout) and /gift-cards/thanks, read from the path. */
    GiftCardPage: NoProps;
  };
  blog: {
    /** On /blog the page number is in the address (`?page=2`): each page is a page of its own. */
    BlogList: { pageInAddress?: boolean };
    BlogDetailsPage: NoProps;
  };
  admin: {
    AdminApp: NoProps;
  };
}

/** A federation name from remotes.json. */
export type RemoteName = keyof RemoteModules;

/** An expose key of `R` without './', e.g. 'StayBookingForm'. */
export type ExposedModule<R extends RemoteName> = keyof RemoteModules[R] & string;

export type ExposedProps<R extends RemoteName, M extends ExposedModule<R>> = RemoteModules[R][M];

/** What the exposing module's default export must be. */
export type ExposedComponent<R extends RemoteName, M extends ExposedModule<R>> = ComponentType<
  ExposedProps<R, M>
>;

/** The modules of `R` mounted without props: the ones that can be a whole page. */
export type PropFreeModule<R extends RemoteName> = {
  [M in ExposedModule<R>]: NoProps extends ExposedProps<R, M> ? M : never;
}[ExposedModule<R>];

/**
 * The same names at run time, one entry per module (the type makes the list exact: a module missing
 * here or not in the contract fails the typecheck). remote-contract.test.ts checks them against
 * each remote's webpack.config.mjs `exposes`.
 */
export const exposedModules: { [R in RemoteName]: { [M in ExposedModule<R>]: true } } = {
  catalog: {
    HomeSearch: true,
    PopularDestinations: true,
    SpecialOffers: true,
    DestinationPage: true,
    HotelPage: true,
    OfferDetailsPage: true,
    SearchPage: true,
  },
  booking: {
    TourPage: true,
    StayBookingForm: true,
    MyBookings: true,
    ManageBookingPage: true,
    WaitlistPage: true,
    GiftCardPage: true,
  },
  blog: { BlogList: true, BlogDetailsPage: true },
  admin: { AdminApp: true },
};
