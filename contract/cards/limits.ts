/** How many saved cards of one kind (bank or USDT) a member may keep. Apart from the card rules' messages so the app's boot constants carry only the number. */
export const MAX_CARDS_PER_TYPE = 5;
