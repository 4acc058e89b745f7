export const checkoutSteps = ['cart', 'address', 'payment', 'confirmation']
