/** Limits, time-outs and defaults of SPEC §9 (and the numeric limits of §1, §5, §6, §7), named once. */

// Product identity (SPEC §1)
export const PAGE_TITLE = 'Tires, Car Parts, Accessories, Auto Services';
export const APP_VERSION = '1.3.16';
export const DEFAULT_LOCALE = 'en';
export const FALLBACK_LOCALE = 'en';
export const DEFAULT_CURRENCY = 'usd';
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';
export const DATE_FORMAT = 'MM/DD/YYYY';
/** Local time of day (in DISPLAY_TIME_ZONE) at which flash sales reset. */
export const FLASH_SALE_RESET_TIME = '00:00';

// Saved lists and page sizes
/** A guest is refused an 11th size ('Maximum 10 tire size'). */
export const GUEST_TIRE_SIZE_LIMIT = 10;
/** Adding one more saved size or vehicle to a full list drops the oldest (SPEC §4). */
export const SAVED_TIRE_SIZE_LIMIT = 10;
export const SAVED_VEHICLE_LIMIT = 10;
export const SAVED_ADDRESS_LIMIT = 10;
export const CART_CHECKOUT_MAX_ITEMS = 50;
/** Distinct SKUs one signed-in cart may hold. */
export const CART_MAX_LINES = 99;
/** Pieces of one SKU an order may take unless the SKU sets its own: a set of tires plus spares, or a box of parts. */
export const DEFAULT_PURCHASE_LIMIT_TIRES = 8;
export const DEFAULT_PURCHASE_LIMIT_PARTS = 20;
/** An installer or pick-up point farther than this from the shopper asks them to confirm (SPEC §4 'Distance alert'). */
export const FAR_STATION_MILES = 5;
export const VEHICLE_PAGE_SIZE = 100;
export const COUPON_CODES_PER_ORDER = 1;

// Time-outs and delays
export const REQUEST_TIMEOUT_MS = 60_000;
export const LIGHT_SERVICE_TIMEOUT_MS = 30_000;
export const LIGHT_SERVICE_FALLBACK_TIMEOUT_MS = 10_000;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LAZY_PAGE_LOADING_DELAY_MS = 200;
export const LAZY_PAGE_ERROR_AFTER_MS = 60_000;
export const FIRST_LAUNCH_NAVIGATION_DELAY_MS = 500;
export const NETWORK_POLL_INTERVAL_MS = 1000;
export const NETWORK_POLL_MAX_MS = 60_000;
export const PUSH_CLIENT_ID_ATTEMPTS = 3;
export const BRIDGE_READY_MAX_POLLS = 50;
export const BRIDGE_READY_POLL_INTERVAL_MS = 100;
export const CLICK_THROTTLE_MS = 500;
export const TOAST_DURATION_MS = 2000;
export const COUPON_CLOSE_COUNTDOWN_SECONDS = 2;
export const VERIFICATION_CODE_RESEND_SECONDS = 60;
export const LOGIN_REDIRECT_DELAY_MS = 3000;
/** Share of an element that must be on screen, for EXPOSURE_DWELL_MS, before an exposure is tracked. */
export const EXPOSURE_VISIBILITY_THRESHOLD = 0.5;
export const EXPOSURE_DWELL_MS = 300;
/** Inactivity after which a new analytics session starts. */
export const SESSION_TIMEOUT_MINUTES = 30;
/** The token is refreshed once this share of expiresIn has passed. */
export const TOKEN_REFRESH_LIFE_FRACTION = 0.5;
/** Cache of the system switches and pay switches: 5 hours. */
export const CONFIG_CACHE_MS = 18_000_000;
export const DEVICE_FINGERPRINT_CACHE_DAYS = 3;
export const SESSION_ID_LENGTH = 20;

// Display
export const BADGE_MAX = 999;
/** Above this the cart badge shows '99+'. */
export const CART_BADGE_OVERFLOW = 99;
export const DATE_PICKER_RANGE_YEARS = 10;
export const UPLOAD_ALBUM_MAX_IMAGES = 9;
export const UPLOAD_ALBUM_IMAGES_PER_ROW = 3;
export const DEFAULT_TEXTAREA_MAX = 140;
export const DEFAULT_UNIT = 'px';
export const DARK_MODE_ENABLED = false;
export const DEBUG_ENABLED = false;
export const PRICE_DECIMALS = 2;
export const PER_TIRE_SUFFIX = '/ea';
/** Price buckets are whole hundreds of dollars. */
export const PRICE_BUCKET_CENTS = 10_000;
export const FEATURED_FILTER_MIN = 0;
export const FEATURED_FILTER_MAX = 4;

// Distances and locations (miles)
export const DISTANCE_UNIT = 'miles';
export const INSTALLER_SEARCH_RADIUS_MILES = 10;
/** Default warehouse point (downtown Los Angeles); deployments may configure their own. */
export const GREATER_LA_CENTER = { lat: 34.0522, lng: -118.2437 } as const;
/** ZIP centroids within this distance of GREATER_LA_CENTER get free 1–3 business-day delivery. */
export const GREATER_LA_RADIUS_MILES = 60;
export const FREE_DELIVERY_MIN_BUSINESS_DAYS = 1;
export const FREE_DELIVERY_MAX_BUSINESS_DAYS = 3;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MAX = 180;
/** Country area id of the USA in the city lookup (SPEC §7). */
export const US_AREA_ID = 1002;

// Account and profile
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the cost of hashing a password. */
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_MIN = 1;
export const NICKNAME_MAX = 15;
export const US_PHONE_DIGITS = 10;
export const VERIFICATION_CODE_LENGTH = 6;
/** VINs are 17 characters from model year 1981 on; older vehicles are not accepted. */
export const VIN_LENGTH = 17;
export const VIN_MIN_MODEL_YEAR = 1981;

// Addresses
export const ADDRESS_NAME_MIN = 2;
export const ADDRESS_NAME_MAX = 34;
export const ADDRESS_FULL_NAME_MAX = 34;
export const ADDRESS_LINE1_MIN = 5;
export const ADDRESS_LINE1_MAX = 30;

// Reviews, refunds, uploads
export const REVIEW_TEXT_MAX = 500;
export const REVIEW_IMAGES_MAX = 9;
export const REFUND_DESCRIPTION_MAX = 250;
export const REFUND_IMAGES_MAX = 5;
export const RETURN_QUANTITY_MIN = 1;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MERCHANT_MESSAGE_MAX = 200;

// Store application
export const STORE_NAME_MIN = 4;
export const STORE_NAME_MAX = 20;
export const STORE_ADDRESS_MIN = 5;
export const STORE_DESCRIPTION_MIN = 10;
export const STORE_DESCRIPTION_MAX = 200;

// Tire sizes (inches unless named mm)
export const TIRE_WIDTH_MIN_MM = 105;
export const TIRE_WIDTH_MAX_MM = 395;
export const TIRE_RATIO_MIN = 20;
export const TIRE_RATIO_MAX = 95;
export const RIM_DIAMETER_MIN = 10;
export const RIM_DIAMETER_MAX = 26;
/** Light-truck rims sized in half inches. */
export const HALF_INCH_RIM_DIAMETERS = [16.5, 17.5, 19.5] as const;
export const FLOTATION_DIAMETER_MIN = 20;
export const FLOTATION_DIAMETER_MAX = 54;
export const FLOTATION_WIDTH_MIN = 6;
export const FLOTATION_WIDTH_MAX = 20;

// Money, points, deadlines
export const TOP_UP_MAX_CENTS = 10_000_000;
export const RECHARGE_MIN_CENTS = 1;
export const EMPTY_RESULT_SURVEY_COUPON_CENTS = 1000;
export const POINTS_MULTIPLE = 10;
export const POINTS_EXPIRY_YEARS = 1;
export const RETURN_WINDOW_DAYS = 30;
export const PAYMENT_WINDOW_MINUTES = 30;
export const PAY_LATER_INSTALLMENTS = 4;
export const PAY_LATER_MIN_AGE_YEARS = 18;
/** US taxpayer numbers (EIN, SSN, ITIN) have nine digits. */
export const TAXPAYER_NUMBER_DIGITS = 9;

// API (SPEC §7)
/** HTTP status of a social sign-in that needs a temporary user id. */
export const SOCIAL_TEMPORARY_USER_STATUS = 475;
/** frontProperties.systemType sent with uploaded events. */
export const EVENT_SYSTEM_TYPE = 2;
export const IP_FETCH_FAILED = 'fetch_failed';
