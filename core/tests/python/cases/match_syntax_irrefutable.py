print("never printed")
match 1:
    case x:
        pass
    case 2:
        pass
