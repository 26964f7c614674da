class P:
    pass

def check(v):
    match v:
        case P(1):
            return "one"
        case _:
            return "other"

print(check(3))
print(check(P()))
