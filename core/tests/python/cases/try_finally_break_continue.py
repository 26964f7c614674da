for i in range(3):
    try:
        if i == 1:
            continue
        if i == 2:
            break
        print("body", i)
    finally:
        print("fin", i)
