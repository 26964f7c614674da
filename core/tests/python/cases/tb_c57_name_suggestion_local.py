def total_price(items):
    subtotal = sum(items)
    tax_rate = 0.2
    return subtotal * (1 + tax_rte)

total_price([1, 2])
