import type { ApiModule, ServerModule } from '../../platform/module';
import { brandsRepository } from './brands.repository';
import { registerBrandsRoutes } from './brands.routes';
import { brandsService } from './brands.service';

/** Brands: global reference data managed by super admins. */
export const brandsModule: ApiModule = async (app, { db }) => {
  registerBrandsRoutes(app, brandsService(brandsRepository(db)));
};

export const brands: ServerModule = { name: 'brands', routes: brandsModule };
