for action in [lambda: len(obj=1), lambda: sorted([1], reversed=True), lambda: "a".split(""),
               lambda: print(end=5), lambda: dict([(1, 2, 3)]), lambda: list(zip([1], [], strict=True))]:
    try:
        action()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
nums = [1, 2]
nums[0:1] = 5
