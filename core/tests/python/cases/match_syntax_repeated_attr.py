match 0:
    case int(real=1, real=2):
        pass
