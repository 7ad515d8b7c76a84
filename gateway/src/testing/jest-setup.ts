import { cleanUpTestResources } from './test-app';

afterEach(cleanUpTestResources);
