import { load, startShop } from './lib';
const shop = await startShop({ LOG_LEVEL: process.env.SHOP_LOG ?? 'info' });
try {
  for (const p of (process.env.PATHS ?? '/api/sys/config/info/getSysSwitch/homePage').split(',')) {
    const r = await load(p, `${shop.url}${p}`, 50, Number(process.env.SECS ?? 4));
    console.log(JSON.stringify(r));
  }
} finally { await shop.stop(); }
