import { CatalogController, CatalogResource } from '../catalog/catalog-controller';
import { DESTINATION_CATALOG, DestinationsService } from './destinations.service';
import {
  CreateDestinationDto,
  DestinationForm,
  DestinationSaved,
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
  reads: 'bare',
  types: {
    list: [DestinationView],
    one: DestinationView,
    saved: DestinationSaved,
    form: DestinationForm,
    create: CreateDestinationDto,
    update: UpdateDestinationDto,
  },
};

export class DestinationsController extends CatalogController(DESTINATIONS) {}
