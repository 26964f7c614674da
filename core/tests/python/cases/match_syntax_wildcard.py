print("never printed")
match 1:
    case _:
        pass
    case 2:
        pass
