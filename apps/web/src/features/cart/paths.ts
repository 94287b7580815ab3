/** The cart pushed over another page, with a back button (the tab's own page is in the route table). */
export const BASKET_NOT_TAB_PATH = '/pages/basket-not-tab/basket-not-tab';
