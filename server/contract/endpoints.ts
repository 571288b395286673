// The endpoint table: one row per call. The API registers its routes' schemas from here,
// the BFF's services parse answers with the same `response`, and openapi.json is generated from it.
import type { Endpoint } from "./endpoint";
import {
  forgotPasswordForm,
  forgotPasswordQuery,
  loginForm,
  loginResponse,
  messageResponse,
  registerForm,
  registerResponse,
  resendVerificationForm,
  resetPasswordForm,
  userResponse,
  verifyEmailForm,
} from "./auth";
import { bannerListResponse } from "./banner";
import { customerParams, customerProfileResponse, updateProfileBody } from "./customer";
import { categoryListResponse, subcategoryListResponse } from "./category";
import {
  addressListResponse,
  addressOwnerParams,
  addressParams,
  addressResponse,
  createAddressBody,
  deleteAddressResponse,
  updateAddressBody,
  updateAddressResponse,
} from "./address";
import {
  addToCartBody,
  cartDeleteResponse,
  cartLineParams,
  cartLineResponse,
  cartListResponse,
  cartUserParams,
  productViewResponse,
  updateCartLineBody,
} from "./cart";
import {
  checkoutParams,
  checkoutResponse,
  createCheckoutBody,
  idResponse,
  negotiatePriceBody,
  negotiateShippingBody,
  setCheckoutAddressBody,
  setPartialsBody,
  setPartialsResponse,
} from "./checkout";
import { courierListResponse } from "./expedition";
import { productDetailResponse, productIdParams, productListQuery, productListResponse } from "./product";
import { productFilterBody, productFilterResponse } from "./product-filter";
import { districtListResponse, provinceListResponse, regionParentParams, subDistrictListResponse } from "./region";
import { reviewListQuery, reviewListResponse } from "./review";
import { settingResponse } from "./setting";
import { shippingQuoteBody, shippingQuoteResponse, storeShippingBody } from "./shipping";
import {
  createTransactionBody,
  transactionListParams,
  transactionListQuery,
  transactionListResponse,
  transactionKeyParams,
  transactionParams,
  transactionResponse,
} from "./transaction";

import { chatEndpoints } from "./endpoints-chat";
import { complaintEndpoints } from "./endpoints-complaint";
import { orderEndpoints } from "./endpoints-order";
import { receiptEndpoints } from "./endpoints-receipt";
import { paymentEndpoints } from "./endpoints-payment";
import { reviewEndpoints } from "./endpoints-review";
import { teamEndpoints } from "./endpoints-team";
import { sellerEndpoints } from "./endpoints-seller";
import { sellerOrderEndpoints } from "./endpoints-seller-orders";
import { sellerReplyEndpoints } from "./endpoints-seller-replies";

export type { ActorKind, Endpoint, EndpointAuth } from "./endpoint";

export const endpoints = {
  login: {
    method: "POST",
    path: "customer/login",
    summary: "Sign in with e-mail or username; answers a Bearer token",
    body: loginForm,
    encoding: "form",
    response: loginResponse,
  },
  register: {
    method: "POST",
    path: "customer/create",
    summary: "Register a buyer account (unverified) and send the verification e-mail",
    body: registerForm,
    encoding: "form",
    response: registerResponse,
  },
  verifyEmail: {
    method: "POST",
    path: "customer/verify",
    summary: "Verify the e-mail address with the token from the verification link",
    body: verifyEmailForm,
    encoding: "form",
    response: messageResponse,
  },
  resendVerification: {
    method: "POST",
    path: "customer/resend-verification",
    summary: "Send a new verification link (same answer whether or not the e-mail is known)",
    body: resendVerificationForm,
    encoding: "form",
    response: messageResponse,
  },
  forgotPassword: {
    method: "POST",
    path: "customer/forget-password",
    summary: "Mail a password-reset link to the shop's redirect_url (same answer whether or not the e-mail is known)",
    query: forgotPasswordQuery,
    body: forgotPasswordForm,
    encoding: "form",
    response: messageResponse,
  },
  resetPassword: {
    method: "POST",
    path: "customer/reset-password",
    summary: "Set a new password with the reset token; signs out every session",
    body: resetPasswordForm,
    encoding: "form",
    response: messageResponse,
  },
  getUser: {
    method: "GET",
    path: "user",
    summary: "The signed-in customer's profile",
    auth: "buyer",
    response: userResponse,
  },
  logout: {
    method: "POST",
    path: "customer/logout",
    summary: "Revoke the current token",
    auth: "buyer",
    response: messageResponse,
  },
  // ---- the buyer's own profile (profile-area: /profil/sunting-profil); another buyer's id is a 404 ----
  getCustomerProfile: {
    method: "GET",
    path: "customer/data-customer/:userId",
    summary: "The caller's profile as data.customer (userId must be the caller)",
    auth: "buyer",
    params: customerParams,
    response: customerProfileResponse,
  },
  updateCustomerProfile: {
    method: "PUT",
    path: "customer/data-customer/update/:userId",
    summary:
      "Updates the caller's profile; optional photo (image, cropped square to JPEG, crop_x/crop_y/crop_size) and password",
    auth: "buyer",
    encoding: "multipart",
    params: customerParams,
    body: updateProfileBody,
    response: customerProfileResponse,
  },
  verifyEmailChange: {
    method: "POST",
    path: "customer/verify-email-change",
    summary:
      "Makes the e-mail asked for on the profile the account's e-mail, with the token mailed to it (no session needed: the link proves the mailbox)",
    body: verifyEmailForm,
    encoding: "form",
    response: messageResponse,
  },
  getSetting: {
    method: "GET",
    path: "setting",
    summary: "Store settings, FAQ and legal texts",
    response: settingResponse,
  },
  listBanners: { method: "GET", path: "banner", summary: "Banners of every position", response: bannerListResponse },
  listCategories: {
    method: "GET",
    path: "category",
    summary: "Categories with their sub-categories",
    response: categoryListResponse,
  },
  listSubcategories: {
    method: "GET",
    path: "subcategory",
    summary: "All sub-categories",
    response: subcategoryListResponse,
  },
  listProducts: {
    method: "GET",
    path: "product",
    summary: "Enabled products by total_sold, optionally limited or narrowed to a category",
    query: productListQuery,
    response: productListResponse,
  },
  listRecommendedProducts: {
    method: "GET",
    path: "product/recomendation",
    summary: "Recommended products",
    response: productListResponse,
  },
  filterProducts: {
    method: "POST",
    path: "product/filter",
    summary: "Filtered, sorted and searched product page (12 per page) with the page count",
    encoding: "form",
    body: productFilterBody,
    response: productFilterResponse,
  },
  listProductReviews: {
    method: "GET",
    path: "product/:id/review",
    summary: "A product's reviews, 3 per page, newest first, optionally one star; with counts per star",
    params: productIdParams,
    query: reviewListQuery,
    response: reviewListResponse,
  },
  getProduct: {
    method: "GET",
    path: "product/:id",
    summary: "One product with images, specifications and promo",
    params: productIdParams,
    response: productDetailResponse,
  },
  listProvinces: { method: "GET", path: "customer/province", summary: "Provinces", response: provinceListResponse },
  listDistricts: {
    method: "GET",
    path: "customer/district/:id",
    summary: "Districts (kabupaten/kota) of a province",
    params: regionParentParams,
    response: districtListResponse,
  },
  listSubDistricts: {
    method: "GET",
    path: "customer/sub-district/:id",
    summary: "Sub-districts (kecamatan) of a district",
    params: regionParentParams,
    response: subDistrictListResponse,
  },
  listCouriers: { method: "GET", path: "expedition", summary: "Couriers", response: courierListResponse },
  // ---- cart, checkout, purchase request (all for the logged-in buyer; another buyer's rows are 404) ----
  recordProductView: {
    method: "POST",
    path: "product/customer/view/:id",
    summary: "Records that the logged-in buyer viewed a product (empty body)",
    auth: "buyer",
    params: productIdParams,
    response: productViewResponse,
  },
  listCart: {
    method: "GET",
    path: "transaction/cart/list-cart/:userId",
    summary: "The caller's cart lines, newest first (userId must be the caller)",
    auth: "buyer",
    params: cartUserParams,
    response: cartListResponse,
  },
  addToCart: {
    method: "POST",
    path: "transaction/cart",
    summary: "Adds a quantity of a product to the cart (to its existing line if any), within the stock",
    auth: "buyer",
    encoding: "form",
    body: addToCartBody,
    response: cartLineResponse,
  },
  updateCartLine: {
    method: "PUT",
    path: "transaction/cart/update-note/:cartId",
    summary: "Changes a cart line's note and/or quantity",
    auth: "buyer",
    encoding: "form",
    params: cartLineParams,
    body: updateCartLineBody,
    response: cartLineResponse,
  },
  deleteCartLine: {
    method: "DELETE",
    path: "transaction/cart/delete-cart/:cartId",
    summary: "Deletes a cart line",
    auth: "buyer",
    params: cartLineParams,
    response: cartDeleteResponse,
  },
  createCheckout: {
    method: "POST",
    path: "transaction/checkout",
    summary: "Creates a checkout from ticked cart lines (cart_id[] with qty[]); answers its id",
    auth: "buyer",
    encoding: "form",
    body: createCheckoutBody,
    response: idResponse,
  },
  listAddresses: {
    method: "GET",
    path: "customer/address/list/:customerId",
    summary: "The caller's delivery addresses, oldest first (the first is the default)",
    auth: "buyer",
    params: addressOwnerParams,
    response: addressListResponse,
  },
  createAddress: {
    method: "POST",
    path: "customer/address/create",
    summary: "Adds a delivery address (work unit, recipient, region)",
    auth: "buyer",
    encoding: "form",
    body: createAddressBody,
    response: addressResponse,
  },
  getAddress: {
    method: "GET",
    path: "customer/address/edit/:addressId",
    summary: "One of the caller's addresses, for the edit form",
    auth: "buyer",
    params: addressParams,
    response: addressResponse,
  },
  updateAddress: {
    method: "PUT",
    path: "customer/address/update/:addressId",
    summary: "Replaces an address's fields (form, also POST with _method=PUT); answers data.status 'Success'",
    auth: "buyer",
    encoding: "form",
    params: addressParams,
    body: updateAddressBody,
    response: updateAddressResponse,
  },
  deleteAddress: {
    method: "DELETE",
    path: "customer/address/delete/:addressId",
    summary: "Deletes an address; orders keep their copy, checkouts using it lose it and their shipping choice",
    auth: "buyer",
    params: addressParams,
    response: deleteAddressResponse,
  },
  getShippingCost: {
    method: "POST",
    path: "transaction/checkout/get-shipping-cost/:checkoutId",
    summary: "Shipping quotes of a courier to an address, one per delivery batch",
    auth: "buyer",
    encoding: "form",
    params: checkoutParams,
    body: shippingQuoteBody,
    response: shippingQuoteResponse,
  },
  storeShippingCost: {
    method: "POST",
    path: "transaction/checkout/store-shipping-cost/:checkoutId",
    summary:
      "Stores address, courier, service and per-batch costs (checked against the tariff); clears shipping negotiation",
    auth: "buyer",
    encoding: "json",
    params: checkoutParams,
    body: storeShippingBody,
    response: idResponse,
  },
  setCheckoutAddress: {
    method: "POST",
    path: "transaction/checkout/address/:checkoutId",
    summary:
      "Chooses the delivery address (not in the spec's table); clears courier, service, costs and shipping negotiation",
    auth: "buyer",
    encoding: "form",
    params: checkoutParams,
    body: setCheckoutAddressBody,
    response: idResponse,
  },
  negotiateShipping: {
    method: "POST",
    path: "transaction/checkout/shipping-negotiation",
    summary: "Sets (or, empty, cancels) the proposed shipping cost",
    auth: "buyer",
    encoding: "form",
    body: negotiateShippingBody,
    response: idResponse,
  },
  negotiatePrice: {
    method: "POST",
    path: "transaction/checkout/price-negotiation",
    summary: "Sets (or, empty, cancels) a line's proposed unit price",
    auth: "buyer",
    encoding: "form",
    body: negotiatePriceBody,
    response: idResponse,
  },
  setPartials: {
    method: "POST",
    path: "transaction/checkout/partial",
    summary:
      "Splits a line into partial deliveries (not in the spec's table; empty clears); clears the service, its costs and the shipping negotiation (answered as dropped_shipping_cost_nego), keeps the courier",
    auth: "buyer",
    encoding: "form",
    body: setPartialsBody,
    response: setPartialsResponse,
  },
  getCheckout: {
    method: "GET",
    path: "transaction/checkout/detail-checkout/:checkoutId",
    summary: "A checkout with its lines, partials, shipping choice, computed totals and idempotency key",
    auth: "buyer",
    params: checkoutParams,
    response: checkoutResponse,
  },
  createTransaction: {
    method: "POST",
    path: "transaction/create",
    summary: "Submits the purchase request (idempotent); reserves stock; answers the transaction id",
    auth: "buyer",
    encoding: "json",
    body: createTransactionBody,
    response: idResponse,
  },
  listTransactions: {
    method: "GET",
    path: "transaction/list-transaction/:userId",
    summary: "The caller's transactions (userId must be the caller), newest first, searched and paged (data.data)",
    auth: "buyer",
    params: transactionListParams,
    query: transactionListQuery,
    response: transactionListResponse,
  },
  findTransactionByKey: {
    method: "GET",
    path: "transaction/by-key/:key",
    summary:
      "The id of the caller's purchase request made with this idempotency key (404 when none): after a timed-out submit, whether it went through",
    auth: "buyer",
    params: transactionKeyParams,
    response: idResponse,
  },
  getTransaction: {
    method: "GET",
    path: "transaction/:transactionId",
    summary: "One of the caller's transactions (data.data) with its delivery address block (data.address)",
    auth: "buyer",
    params: transactionParams,
    response: transactionResponse,
  },
  ...orderEndpoints,
  ...paymentEndpoints,
  ...chatEndpoints,
  ...reviewEndpoints,
  ...teamEndpoints,
  ...complaintEndpoints,
  ...sellerEndpoints,
  ...sellerOrderEndpoints,
  ...sellerReplyEndpoints,
  ...receiptEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
