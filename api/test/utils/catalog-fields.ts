/** A complete tour's form fields (multipart, with an `image`); the name padded, to show it is trimmed. */
export const DESTINATION_FIELDS = {
  destination: '  Santorini ',
  location: 'Greece',
  title: 'Sunset over Oia',
  description: 'White houses and blue domes.',
  price: '120.5',
  CostPerPerson: '60',
  affiliateLink: 'https://example.com/santorini',
};

/** A complete hotel's form fields (multipart, with an `image`). */
export const HOTEL_FIELDS = {
  hotelName: 'Harbour Inn',
  location: 'Lisbon',
  pricePerNight: '89.99',
  description: 'By the river.',
};

/** A complete stay offer's form fields, as the admin's form posts them (multipart, with an `Image`). */
export const OFFER_FIELDS = {
  title: 'Spring escape',
  Hotel: 'Harbour Inn',
  Location: 'Lisbon',
  RoomType: 'Double',
  Discount: '15',
  Price: '75',
  TrendingOffers: 'Yes',
  description: 'Three nights by the river.',
};
