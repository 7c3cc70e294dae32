import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';

describeOwnedResource(resourceFixture('professionals'));
