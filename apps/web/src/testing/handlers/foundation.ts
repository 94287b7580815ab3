import {
  healthAnswer,
  homePageConfig,
  PAYMENT_SWITCH_NAMES,
  paySwitchAnswer,
  policyPage,
  policyPageSummary,
  refusal,
  sysSwitchAnswer,
  uniWebConfigAnswer,
} from '@tread/domain';
import { answer, backend, refuse, route } from '../backend';
import { health, policyPages, returnPolicy, webConfig } from '../data/foundation';

/** The calls every page makes: config switches, policies, web config and health. */
export const foundationHandlers = [
  route('get', '/sys/config/info/getSysSwitch/homePage', () =>
    answer(sysSwitchAnswer.extend({ value: homePageConfig }), { key: 'homePage', value: backend.homePage }),
  ),
  route('get', '/sys/config/info/getSysSwitch/policyPages', () =>
    answer(sysSwitchAnswer.extend({ value: policyPageSummary.array() }), {
      key: 'policyPages',
      value: policyPages,
    }),
  ),
  route('get', '/webConfig/getUniWebConfig', () => answer(uniWebConfigAnswer, webConfig)),
  route('get', '/sys/config/info/getSysPaySwitch', () =>
    answer(
      paySwitchAnswer,
      Object.fromEntries(
        PAYMENT_SWITCH_NAMES.map((name) => [name, name === 'paypalPaySwitch' || name === 'affirmPaySwitch']),
      ),
    ),
  ),
  route('get', '/health', () => answer(healthAnswer, health)),
  route('get', '/content/policy/:key', ({ params }) =>
    params.key === returnPolicy.key ? answer(policyPage, returnPolicy) : refuse(refusal('PAGE_NOT_FOUND')),
  ),
];

/** Anything else answers 404 like the server's unknown paths. */
export const unknownPathHandler = route('all', '/*', () => refuse(refusal('PAGE_NOT_FOUND')));
