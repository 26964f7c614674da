def apply(formula, **values):
    return eval(formula, {}, values)

print(apply("a * b + c", a=2, b=3, c=1))
print(apply("a / (b - c)", a=1, b=2, c=2))
