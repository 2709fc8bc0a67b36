"""What users call: grad, vjp, jvp, jacobians, hessians, linearize and custom rules."""
