import { CatalogController, CatalogResource } from '../catalog/catalog-controller';
import { DESTINATION_CATALOG, DestinationsService } from './destinations.service';
import {
  CreateDestinationDto,
  DestinationForm,
  DestinationSaved,
  DestinationUpdateForm,
  DestinationView,
  UpdateDestinationDto,
} from './dto/destination.dto';
import { Destination } from './schemas/destination.schema';

export const DESTINATIONS: CatalogResource<Destination, CreateDestinationDto> = {
  tag: 'destinations',
  service: DestinationsService,
  catalog: DESTINATION_CATALOG,
  paths: {
    list: 'destination',
    get: 'destination/:id',
    create: 'destination',
    update: 'updateDestination/:id',
    remove: 'deleteDestination/:id',
  },
  updateWith: 'PATCH',
  operationIdPrefix: 'DestinationsController',
  summaries: {
    list: 'List destinations',
    get: 'One destination',
    create: 'Add a destination',
    update: 'Edit a destination',
    remove: 'Delete a destination',
  },
  messages: {
    created: 'Destination added successfully',
    updated: 'Destination updated successfully',
    deleted: 'Destination deleted successfully',
  },
  booked: {
    remove:
      "The tour has live future bookings: 'This tour has N live bookings (T tickets) on D dates: ... Cancel them all and delete, or move or cancel them first.' Nothing deleted (send cancelBookings=true to cancel them in the same action)",
    update:
      "The edit removes a tour time holding future bookings ('These tour times hold bookings: ...'), or cuts capacityPerSlot below what a future time holds ('These tour times would be oversold: ...', unless confirmOversell=true). Nothing saved",
  },
  reads: 'bare',
  types: {
    list: [DestinationView],
    one: DestinationView,
    saved: DestinationSaved,
    form: DestinationForm,
    updateForm: DestinationUpdateForm,
    create: CreateDestinationDto,
    update: UpdateDestinationDto,
  },
};

export class DestinationsController extends CatalogController(DESTINATIONS) {}
