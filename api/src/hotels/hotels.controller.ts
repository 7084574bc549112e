import { CatalogController, CatalogResource } from '../catalog/catalog-controller';
import { HOTEL_CATALOG, HotelsService } from './hotels.service';
import { CreateHotelDto, HotelForm, HotelSaved, HotelView, UpdateHotelDto } from './dto/hotel.dto';
import { Hotel } from './schemas/hotel.schema';

export const HOTELS: CatalogResource<Hotel, CreateHotelDto> = {
  tag: 'hotels',
  service: HotelsService,
  catalog: HOTEL_CATALOG,
  paths: {
    list: 'hotel',
    get: 'hotel/:id',
    create: 'hotel',
    update: 'updateHotel/:id',
    remove: 'deleteHotel/:id',
  },
  updateWith: 'PATCH',
  operationIdPrefix: 'HotelsController',
  summaries: {
    list: 'List hotels',
    get: 'One hotel',
    create: 'Add a hotel',
    update: 'Edit a hotel',
    remove: 'Delete a hotel',
  },
  messages: {
    created: 'Hotel added successfully!',
    updated: 'Hotel updated successfully!',
    deleted: 'Hotel deleted successfully',
  },
  reads: 'bare',
  types: {
    list: [HotelView],
    one: HotelView,
    saved: HotelSaved,
    form: HotelForm,
    create: CreateHotelDto,
    update: UpdateHotelDto,
  },
};

export class HotelsController extends CatalogController(HOTELS) {}
