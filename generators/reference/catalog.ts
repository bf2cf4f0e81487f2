/** Labels and ordering of the reference catalog, as the site's URL space defines them. */
import type { moduleGroups, serviceCategories } from './schema';

export const groupLabels: Record<(typeof moduleGroups)[number], string> = {
  asg: 'Auto Scaling Group Modules',
  cache: 'Cache Modules',
  ci: 'CI Modules',
  'data-storage': 'Data Storage Modules',
  ecs: 'Amazon ECS',
  eks: 'Amazon EKS',
  lambda: 'AWS Lambda',
  'load-balancer': 'Load Balancer Modules',
  messaging: 'AWS Messaging',
  monitoring: 'AWS Monitoring Modules',
  openvpn: 'OpenVPN Modules',
  security: 'Security Modules',
  server: 'Server Modules',
  'static-assets': 'Static Assets Modules',
  utilities: 'Terraform Utility Modules',
  vpc: 'VPC Modules',
};

export const categoryLabels: Record<(typeof serviceCategories)[number], string> = {
  'app-orchestration': 'App Orchestration',
  'ci-cd-pipeline': 'CI/CD Pipeline',
  'data-storage': 'Data Storage',
  'landing-zone': 'Landing Zone',
  networking: 'Networking',
  security: 'Security',
};

/** Public repositories of module groups (no link warning); every other group is private. */
export const publicGroups = new Set(['utilities']);

export const githubOrgUrl = 'https://github.com/gruntwork-io';
export const serviceCatalogRepo = 'terraform-aws-service-catalog';
