orders = [{"qty": 2}, {"qty": 0}, {"quantity": 1}]
print(any(o.get("qty") == 0 for o in orders))
print(all(o["qty"] >= 0 for o in orders))
