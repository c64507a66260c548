// The simulated provider's browser script, served at /sample-provider/v1/provider.js in sample
// mode. It mirrors the part of Stripe.js the public form uses (elements().create('card'),
// confirmCardSetup) so the page drives it through the same adapter shape; card data goes from
// the browser to the provider's routes only, never to the API.
export const SAMPLE_PROVIDER_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;

  function input(name, label, maxLength, autocomplete) {
    var element = document.createElement('input');
    element.name = name;
    element.className = 'fo-input';
    element.setAttribute('aria-label', label);
    element.setAttribute('inputmode', 'numeric');
    element.setAttribute('autocomplete', autocomplete);
    element.setAttribute('data-sample-card', name);
    element.maxLength = maxLength;
    return element;
  }

  function createCardElement(options) {
    var labels = (options && options.labels) || {};
    var number = input('cardnumber', labels.number || 'Card number', 19, 'cc-number');
    var expiry = input('exp-date', labels.expiry || 'MM/YY', 5, 'cc-exp');
    var cvc = input('cvc', labels.cvc || 'CVC', 4, 'cc-csc');
    number.placeholder = '4242 4242 4242 4242';
    expiry.placeholder = labels.expiryPlaceholder || 'MM/YY';
    cvc.placeholder = 'CVC';
    var listeners = {};
    function emit(type) {
      (listeners[type] || []).forEach(function (listener) { listener({ complete: number.value.length >= 12 && expiry.value.length === 5 && cvc.value.length >= 3 }); });
    }
    [number, expiry, cvc].forEach(function (element) { element.addEventListener('input', function () { emit('change'); }); });
    var wrapper = document.createElement('div');
    wrapper.className = 'fo-sample-card';
    wrapper.appendChild(number);
    wrapper.appendChild(expiry);
    wrapper.appendChild(cvc);
    return {
      mount: function (container) { container.appendChild(wrapper); emit('ready'); },
      unmount: function () { if (wrapper.parentNode) wrapper.parentNode.removeChild(wrapper); },
      destroy: function () { if (wrapper.parentNode) wrapper.parentNode.removeChild(wrapper); listeners = {}; },
      on: function (type, listener) { (listeners[type] = listeners[type] || []).push(listener); },
      focus: function () { number.focus(); },
      __card: function () {
        var parts = expiry.value.split('/');
        return { number: number.value.replace(/\s+/g, ''), exp_month: Number(parts[0]), exp_year: Number(parts[1]), cvc: cvc.value };
      }
    };
  }

  function SampleProvider(publishableKey) {
    return {
      publishableKey: publishableKey,
      elements: function () {
        return { create: function (type, options) { return createCardElement(options); } };
      },
      confirmCardSetup: function (clientSecret, data) {
        var method = (data && data.payment_method) || {};
        var card = method.card && typeof method.card.__card === 'function' ? method.card.__card() : method.card;
        return fetch(origin + '/sample-provider/v1/setup_intents/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_secret: clientSecret, card: card || {}, billing_details: method.billing_details || {} })
        }).then(function (response) {
          return response.json().then(function (body) {
            if (response.ok) return { setupIntent: body.setupIntent };
            return { error: body.error || { type: 'api_error', code: 'processing_error', message: body.message || 'Error' } };
          });
        }, function () {
          return { error: { type: 'api_connection_error', code: 'processing_error', message: 'The payment provider could not be reached.' } };
        });
      }
    };
  }

  window.FrontOfficeSampleProvider = SampleProvider;
})();
`;
