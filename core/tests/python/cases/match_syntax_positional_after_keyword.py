match 0:
    case int(real=1, 2):
        pass
