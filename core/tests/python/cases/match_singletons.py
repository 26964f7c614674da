def f(x):
    match x:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case _:
            return "other"

for v in [None, True, False, 1, 0, 1.0, 0.0, "", [], ()]:
    print(repr(v), f(v))

# A literal 1 compares with ==, so True matches it; True compares with `is`.
match True:
    case 1:
        print("True == 1")
match 1:
    case True:
        print("1 is True?")
    case _:
        print("1 is not True")
