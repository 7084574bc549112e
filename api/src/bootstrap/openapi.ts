import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { BEARER } from '../common/decorators/endpoint.decorator';

const DESCRIPTION = `The API of the travel and tour booking site: destinations and their one-day tours, hotels, special offers,
the blog, search, tour and stay bookings, accounts, and the administrators' routes.

**Access.** Every operation states its security: none for public reads and forms, a bearer token
(\`Authorization: Bearer <token>\` from \`POST /auth/login\`) for a visitor's own data, and an admin's token for
the admin routes (401 without a valid token, 403 for an account that is not an admin). A guide's token opens the
manifest of a tour time and its check-in (\`manifest\` tag) and no other admin route.

**Errors.** Every error answers \`ErrorBody\`: \`{statusCode, message, errors?}\`, where \`message\` is one sentence a
client shows as is and \`errors\` lists the rejected fields of a validation error. Unknown fields are stripped;
an object where a scalar is expected is refused with 400; bad input never answers 500.

**Formats.** JSON in and out, except the catalog writes (\`multipart/form-data\`). Ids are MongoDB ObjectIds
(\`_id\`); money is rounded to cents; dates are \`YYYY-MM-DD\`; a tour's dates and times and a stay's check-in
are wall-clock times in the record's \`timeZone\` (an IANA name), instants (\`...At\`) are UTC.`;

/** Swagger UI groups operations by these tags, in this order, each with its line of explanation. */
const TAGS: [name: string, description: string][] = [
  ['destinations', 'Places with a one-day tour: tour times, seats per time, cost per person.'],
  ['hotels', 'Hotels shown in the catalog.'],
  ['offers', 'Apartments with a price per guest and night, booked as stays.'],
  ['blog', 'Travel stories, six per page, newest first.'],
  ['search', 'One query over destinations, hotels and offers, by place and price.'],
  ['images', 'Catalog images by id, in stored widths, cached for a year.'],
  ['availability', 'What can still be booked: seats left per tour time, nights taken.'],
  [
    'bookings',
    "Tour bookings, a visitor's own bookings, and the manage link a confirmation mail carries.",
  ],
  ['stays', 'Apartment (offer) bookings by night.'],
  ['auth', 'Registration, email verification, sign-in and password reset.'],
  ['users', 'Accounts and their roles, for admins.'],
  ['manifest', 'Who is on one tour time, and their check-in: for admins and guides.'],
  ['contact', 'Messages from the contact form.'],
  ['settings', 'The guest limit: the most guests one stay may take.'],
  ['stats', "The admin overview's figures over confirmed bookings."],
  ['health', 'Whether this instance answers and reaches its database (for load balancers).'],
];

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Travel booking API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0.0')
    .addServer('/', 'The origin that serves this document')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER);
  for (const [name, description] of TAGS) builder.addTag(name, description);
  return SwaggerModule.createDocument(app, builder.build());
}

export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
  });
}
