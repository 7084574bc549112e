/** Believable demo records for an empty database; images are generated (see demo-images.ts). */

/** Two morning departures, a late-morning, an afternoon and a late-afternoon one, as city tours run them. */
export const DEMO_TOUR_TIMES = ['09:00', '10:30', '11:15', '14:00', '16:30'];

/**
 * What each demo tour's operator publishes (the tour page's "Before you book", the mails): the meeting
 * point is the place's main square, so every tour shows one. No duration: the demo shows the spec's
 * "Duration '1 day'", the default until an operator sets one.
 */
export const demoTourContent = (location: string) => ({
  meetingPoint: { address: `Main square, ${location}` },
  included: ['Licensed local guide', 'Entrance fees', 'Bottled water'],
  notIncluded: ['Lunch', 'Hotel pick-up', 'Tips'],
  whatToBring: ['Comfortable walking shoes', 'Sun protection', 'A light jacket'],
  accessibilityNotes:
    'Mostly level walking with some steps; tell us in advance if you use a wheelchair.',
  languages: ['English', 'Spanish'],
  cancellationPolicy:
    'Free cancellation up to 24 hours before the tour starts; later cancellations are not refunded.',
});

/** The IANA time zone of each demo place: its tours' times and its stays' check-ins are local there. */
export const DEMO_TIME_ZONES: Record<string, string> = {
  'Oia, Greece': 'Europe/Athens',
  'Kyoto, Japan': 'Asia/Tokyo',
  'Alberta, Canada': 'America/Edmonton',
  'Banff, Canada': 'America/Edmonton',
  'Marrakesh, Morocco': 'Africa/Casablanca',
  'Lisbon, Portugal': 'Europe/Lisbon',
  'Ubud, Indonesia': 'Asia/Makassar',
  'Cusco, Peru': 'America/Lima',
  'Göreme, Turkey': 'Europe/Istanbul',
  'Liguria, Italy': 'Europe/Rome',
  'Reykjavik, Iceland': 'Atlantic/Reykjavik',
  'Western Cape, South Africa': 'Africa/Johannesburg',
  'Otago, New Zealand': 'Pacific/Auckland',
};

export const DEMO_DESTINATIONS = [
  [
    'Santorini',
    'Oia, Greece',
    'Sunset over the caldera',
    'Whitewashed villages on volcanic cliffs, a boat trip to the hot springs and the famous Oia sunset.',
    149,
    89,
  ],
  [
    'Kyoto',
    'Kyoto, Japan',
    'Temples and bamboo groves',
    'Walk the Fushimi Inari gates at dawn, the Arashiyama bamboo grove and a tea ceremony in Gion.',
    189,
    120,
  ],
  [
    'Banff',
    'Alberta, Canada',
    'Lakes of the Rockies',
    'Turquoise Lake Louise and Moraine Lake, an easy glacier hike and a gondola ride up Sulphur Mountain.',
    175,
    110,
  ],
  [
    'Marrakesh',
    'Marrakesh, Morocco',
    'Souks and riads',
    'A guided walk through the medina souks, the Majorelle garden and dinner on Jemaa el-Fnaa square.',
    99,
    55,
  ],
  [
    'Cinque Terre',
    'Liguria, Italy',
    'Five villages by the sea',
    'Coastal trail between Monterosso and Vernazza, a boat back at golden hour and local pesto tasting.',
    139,
    79,
  ],
  [
    'Cappadocia',
    'Göreme, Turkey',
    'Valleys of fairy chimneys',
    'Cave churches of the open-air museum, the Rose Valley walk and an optional sunrise balloon view.',
    129,
    75,
  ],
  [
    'Reykjavik',
    'Reykjavik, Iceland',
    'The Golden Circle',
    'Þingvellir rift valley, the Geysir field and Gullfoss waterfall in one long day.',
    199,
    140,
  ],
  [
    'Cusco',
    'Cusco, Peru',
    'Sacred Valley of the Incas',
    'Pisac market and ruins, lunch in Urubamba and the terraces of Ollantaytambo.',
    119,
    70,
  ],
  [
    'Cape Town',
    'Western Cape, South Africa',
    'Table Mountain and the Cape',
    'Cable car up Table Mountain, the penguins of Boulders Beach and the Cape of Good Hope.',
    159,
    95,
  ],
  [
    'Bali',
    'Ubud, Indonesia',
    'Rice terraces and temples',
    'Tegallalang rice terraces, the Tirta Empul water temple and a Balinese cooking class.',
    89,
    49,
  ],
  [
    'Lisbon',
    'Lisbon, Portugal',
    'Trams, tiles and viewpoints',
    'Alfama by tram 28, the Belém tower and pastéis de nata, ending at a fado bar.',
    79,
    45,
  ],
  [
    'Queenstown',
    'Otago, New Zealand',
    'Fjords of Milford Sound',
    'A scenic drive through Fiordland and a cruise under the waterfalls of Milford Sound.',
    229,
    160,
  ],
] as const;

export const DEMO_HOTELS = [
  [
    'Caldera View Suites',
    'Oia, Greece',
    210,
    'Cave suites carved into the cliff with private plunge pools facing the sunset.',
  ],
  [
    'Gion Garden Ryokan',
    'Kyoto, Japan',
    180,
    'A traditional inn with tatami rooms, a moss garden and kaiseki dinners.',
  ],
  [
    'Lakeside Lodge',
    'Banff, Canada',
    165,
    'Timber lodge on the lake shore, fireplaces in every room and canoes to borrow.',
  ],
  [
    'Riad Yasmine',
    'Marrakesh, Morocco',
    95,
    'Eight rooms around a tiled courtyard pool, five minutes from the souks.',
  ],
  [
    'Harbour Light Hotel',
    'Lisbon, Portugal',
    120,
    'Boutique hotel by the river with a rooftop bar over the Alfama roofs.',
  ],
  [
    'Jungle Edge Villas',
    'Ubud, Indonesia',
    85,
    'Villas on stilts above the Ayung river valley, yoga deck and spa.',
  ],
] as const;

export const DEMO_OFFERS = [
  [
    'Sunset week in Santorini',
    'Caldera View Suites',
    'Oia, Greece',
    'Cave Suite',
    20,
    180,
    'Trending',
    'Seven nights with breakfast on the terrace and a sunset catamaran cruise.',
    ['Breakfast included', 'Sunset cruise', 'Airport transfer'],
  ],
  [
    'Autumn leaves in Kyoto',
    'Gion Garden Ryokan',
    'Kyoto, Japan',
    'Tatami Room',
    15,
    150,
    'Seasonal',
    'Four nights in November with kaiseki dinners and a private temple visit.',
    ['Kaiseki dinner', 'Temple visit', 'Free Wifi'],
  ],
  [
    'Rockies cabin escape',
    'Lakeside Lodge',
    'Banff, Canada',
    'Lake View King',
    10,
    140,
    'Popular',
    'Three nights with a guided canoe morning and hot springs passes.',
    ['Canoe tour', 'Hot springs pass', 'Parking'],
  ],
  [
    'Medina long weekend',
    'Riad Yasmine',
    'Marrakesh, Morocco',
    'Courtyard Double',
    25,
    70,
    'Hot deal',
    'Three nights with a hammam ritual and a cooking class on the roof.',
    ['Hammam ritual', 'Cooking class', 'Breakfast included'],
  ],
  [
    'Lisbon city break',
    'Harbour Light Hotel',
    'Lisbon, Portugal',
    'River View Double',
    18,
    95,
    'Trending',
    'Four nights with a 72-hour transport pass and a fado evening.',
    ['Transport pass', 'Fado evening', 'Rooftop bar'],
  ],
  [
    'Bali wellness retreat',
    'Jungle Edge Villas',
    'Ubud, Indonesia',
    'Pool Villa',
    30,
    65,
    'Best value',
    'Five nights with daily yoga, a Balinese massage and healthy breakfasts.',
    ['Daily yoga', 'Massage', 'Private pool'],
  ],
] as const;

export const DEMO_POSTS = [
  [
    'Ten things to pack for an island-hopping trip',
    'Travel light, travel happy',
    'A checklist that fits in a carry-on',
  ],
  [
    'How to see Kyoto without the crowds',
    'Early mornings and quiet temples',
    'A day plan from 6 am',
  ],
  [
    'A first-timer’s guide to the Canadian Rockies',
    'Lakes, trails and wildlife',
    'When to go and where to stay',
  ],
  ['Eating your way through Marrakesh', 'From the souks to the rooftops', 'Dishes you must try'],
  [
    'Walking the Cinque Terre trail',
    'Five villages in one day',
    'Which sections are open and how hard they are',
  ],
  [
    'Chasing the northern lights in Iceland',
    'Dark skies and warm pools',
    'Forecasts, timing and camera settings',
  ],
  ['Lisbon on a budget', 'Trams, tiles and pastries', 'Free viewpoints and cheap eats'],
  ['Slow travel in Bali', 'Rice terraces and rituals', 'Why staying longer in one place pays off'],
] as const;

export function demoPostBody(
  title: string,
  subtitle: string,
): { Content: string; description: string; highlights: string[] } {
  return {
    Content: `${subtitle}. ${title} is one of our most read guides, updated every season by our travel team.`,
    description: [
      // Not the title again: the blog's cards show the first words of this under the title.
      `${subtitle}: we asked our guides and travellers what made their trip and what they would do differently.`,
      'Start early, book the popular visits ahead, and leave one afternoon free: the best moments are often unplanned.',
      'Ask us about small-group tours on these routes; every booking includes local support during your stay.',
    ].join('\n\n'),
    highlights: ['Best time to visit', 'Where to stay', 'Local food to try', 'Getting around'],
  };
}
