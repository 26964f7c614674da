# Compound interest and amortization with Decimal.
from decimal import Decimal, ROUND_HALF_UP, getcontext
getcontext().prec = 20
principal = Decimal("10000")
rate = Decimal("0.05") / 12
months = 12
payment = principal * rate / (1 - (1 + rate) ** -months)
payment = payment.quantize(Decimal("0.01"), ROUND_HALF_UP)
print("payment", payment)
balance = principal
for m in range(1, months + 1):
    interest = (balance * rate).quantize(Decimal("0.01"), ROUND_HALF_UP)
    balance = balance + interest - payment
    if m % 4 == 0:
        print(m, interest, balance)
print("continuous", (principal * (Decimal("0.05") * 10).exp()).quantize(Decimal("0.01")))
print("years to double", (Decimal(2).ln() / (1 + Decimal("0.05")).ln()).quantize(Decimal("0.001")))
print("cube root of 2", Decimal(2) ** (Decimal(1) / 3))
