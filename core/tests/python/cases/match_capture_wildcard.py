match 42:
    case x:
        print("captured", x)
print("x after", x)

match [1, 2]:
    case _:
        print("wildcard binds nothing")
try:
    _
except NameError as e:
    print("NameError:", e)

def g(v):
    match v:
        case y:
            return y * 2
print(g(21), g("ab"))
